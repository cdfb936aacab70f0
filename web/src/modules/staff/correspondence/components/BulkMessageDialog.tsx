import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MAX_BULK_APPLICATIONS, MESSAGE_MAX_LENGTH } from '@bourses/common/limits';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { BulkOutcomeList, type BulkResult } from '@/modules/staff/applications/components/BulkOutcomeList';
import { BulkTargetChoice, type BulkTarget } from '@/modules/staff/applications/components/BulkTargetChoice';
import {
  toApplicationFilter,
  type ApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';
import { SavedReplyPicker } from '@/modules/staff/correspondence/components/SavedReplyPicker';
import { useMessageApplicants } from '@/modules/staff/correspondence/hooks/useMessageApplicants';
import { withInsertedText } from '@/modules/staff/correspondence/utils/correction-form-rules';
import { StyledDialogActions } from '@/modules/staff/shared/components/ConfirmDialog';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';
import { TextAreaField } from '@/modules/ui/components/FormControls';

export interface BulkMessageDialogProps {
  /** The rows chosen on the list's page. */
  selectedIds: readonly string[];
  /** The list's filters: "every application matching" sends to these. */
  query: ApplicationListQuery;
  /** How many applications match the filters, over every page (capped: more than that). */
  matching: { total: number; capped: boolean };
  onClose: () => void;
}

/**
 * Writes one message to the student of each chosen application, or of every one matching the list's
 * filters (a scholarship's): each gets it in their own conversation and mail; the outcome names every row.
 */
export function BulkMessageDialog({ selectedIds, query, matching, onClose }: BulkMessageDialogProps) {
  const { t } = useLingui();
  const messageApplicants = useMessageApplicants();
  const selectedCount = selectedIds.length;
  const matchingCount = matching.total;
  const [target, setTarget] = useState<BulkTarget>(selectedCount > 0 ? 'selected' : 'matching');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const studentCount = target === 'selected' ? selectedCount : matchingCount;
  const capped = target === 'matching' && matching.capped;

  const send = async () => {
    const text = body.trim();
    if (!text) return setBodyError(t`Write the message to the students.`);
    if (text.length > MESSAGE_MAX_LENGTH)
      return setBodyError(t`A message has ${MESSAGE_MAX_LENGTH} characters at most.`);
    setBodyError(null);
    setFailure(null);
    const outcome = await messageApplicants.run({
      body: text,
      ...(target === 'selected'
        ? { applicationIds: [...selectedIds] }
        : { filter: toApplicationFilter(query) }),
    });
    if (!outcome.ok) {
      setBodyError(outcome.fieldErrors.body ?? null);
      setFailure(outcome.message);
      return;
    }
    setResult({ action: 'MESSAGE', ...outcome.result });
  };

  if (result) {
    return (
      <Dialog title={t`Write to the applicants`} onClose={onClose}>
        <div aria-live="polite">
          <BulkOutcomeList result={result} />
        </div>
        <StyledDialogActions>
          <StyledButton type="button" onClick={onClose}>
            {t(SHARED_MESSAGES.close)}
          </StyledButton>
        </StyledDialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog title={t`Write to the applicants`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <BulkTargetChoice
          name="message-target"
          target={target}
          onChange={setTarget}
          selectedCount={selectedCount}
          matching={matching}
          stacked
        />
        <SavedReplyPicker onInsert={(text) => setBody(withInsertedText(body, text))} />
        <TextAreaField
          label={t`Message to every student`}
          required
          dir="auto"
          rows={6}
          value={body}
          error={bodyError}
          onChange={(event) => setBody(event.target.value)}
        />
        <p>
          {capped ? (
            <Plural
              value={studentCount}
              one="More than # student will get this message, in their conversation and by e-mail."
              other="More than # students will get this message, each in their own conversation and by e-mail."
            />
          ) : (
            <Plural
              value={studentCount}
              one="# student will get this message, in their conversation and by e-mail."
              other="# students will get this message, each in their own conversation and by e-mail."
            />
          )}{' '}
          <Trans>One message reaches {MAX_BULK_APPLICATIONS} applications at most.</Trans>
        </p>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            {t(SHARED_MESSAGES.cancel)}
          </StyledButton>
          <StyledButton type="submit" disabled={messageApplicants.busy || studentCount === 0}>
            <Trans>Send the message</Trans>
          </StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
