import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  CORRECTION_DEFAULT_DUE_DAYS,
  CORRECTION_LABEL_MAX_LENGTH,
  CORRECTION_MAX_DUE_DAYS,
  CORRECTION_MAX_ITEMS,
  MESSAGE_MAX_LENGTH,
} from '@bourses/common/limits';
import styled from 'styled-components';
import { useCheckedSubmit } from '@/modules/staff/shared/hooks/useCheckedSubmit';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { Language } from '@/modules/staff/__generated__/graphql';
import type { AssignmentSubject } from '@/modules/staff/casework/hooks/useAssign';
import { SavedReplyPicker } from '@/modules/staff/correspondence/components/SavedReplyPicker';
import { useCorrectionRequest } from '@/modules/staff/correspondence/hooks/useCorrectionRequest';
import { correctionDueDates } from '@/modules/staff/correspondence/utils/correction-due-date';
import {
  correctionItemKinds,
  correctionProblems,
  emptyCorrectionDraft,
  withInsertedText,
  type CorrectionDraft,
} from '@/modules/staff/correspondence/utils/correction-form-rules';
import { StyledDialogActions } from '@/modules/staff/shared/components/ConfirmDialog';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledCheckboxLabel } from '@/modules/ui/components/CheckboxLabel';
import { Dialog } from '@/modules/ui/components/Dialog';
import { TextAreaField } from '@/modules/ui/components/FormControls';
import { StyledHelper } from '@/modules/ui/components/FieldFrame';
import { TextField } from '@/modules/ui/components/TextField';

const StyledItems = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  legend {
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledOtherDocument = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  padding-inline-start: ${({ theme }) => theme.spacing(3.5)};
  & > :first-child {
    flex: 1 1 16rem;
    margin-block-end: 0;
  }
`;

type FixedDocument = CorrectionDraft['documents'][number];

export interface CorrectionRequestDialogProps {
  subject: AssignmentSubject;
  /** The student's language when known: the saved replies offered first. */
  studentLanguage?: Language | null;
  onClose: () => void;
}

/**
 * Asks the student for corrections instead of rejecting: what to send again, a message (a saved
 * reply may start it) and a due date, 7 days on by default, 90 at most (Casablanca's days).
 */
export function CorrectionRequestDialog({
  subject,
  studentLanguage = null,
  onClose,
}: CorrectionRequestDialogProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const hintId = useId();
  const { request, busy } = useCorrectionRequest();
  // The day the dialog opened decides the offered dates, even if it stays open past midnight.
  const [now] = useState(() => new Date());
  const dueDates = correctionDueDates(now);
  const [draft, setDraft] = useState<CorrectionDraft>(() => emptyCorrectionDraft(now));
  const change = (changes: Partial<CorrectionDraft>) => setDraft({ ...draft, ...changes });

  const documentLabels: Record<FixedDocument, string> = {
    PAYMENT_RECEIPT: t(SHARED_MESSAGES.paymentReceipt),
    SERVICE_CONTRACT: t(SHARED_MESSAGES.serviceContract),
  };
  const fixedKinds = correctionItemKinds(subject.kind).filter(
    (kind): kind is FixedDocument => kind !== 'OTHER_DOCUMENT',
  );
  const toggleDocument = (kind: FixedDocument) =>
    change({
      documents: draft.documents.includes(kind)
        ? draft.documents.filter((document) => document !== kind)
        : [...draft.documents, kind],
    });
  const setOther = (index: number, label: string) =>
    change({ otherDocuments: draft.otherDocuments.map((value, at) => (at === index ? label : value)) });

  const itemsError = {
    NONE: t`Choose at least one document to send again.`,
    TOO_MANY: t`A request asks for ${CORRECTION_MAX_ITEMS} documents at most.`,
  };
  const otherError = {
    REQUIRED: t`Name the document the student must send.`,
    TOO_LONG: t`A document's name has ${CORRECTION_LABEL_MAX_LENGTH} characters at most.`,
  };
  const messageError = {
    REQUIRED: t`Write the message to the student.`,
    TOO_LONG: t`A message has ${MESSAGE_MAX_LENGTH} characters at most.`,
  };
  const dueDateError = {
    INVALID: t`Choose a due date.`,
    PAST: t`The due date cannot be before today.`,
    TOO_FAR: t`The due date is ${CORRECTION_MAX_DUE_DAYS} days from today at most.`,
  };

  const { problems, serverErrors, failure, submit } = useCheckedSubmit(
    () => correctionProblems(draft, now),
    () => request(subject, draft),
    () => {
      showToast({ message: t`The correction request was sent to the student.` });
      onClose();
    },
  );

  const askingOther = draft.otherDocuments.length > 0;
  return (
    <Dialog title={t`Request corrections`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p id={hintId}>
          <Trans>
            The student is asked to send these documents again; the file stays open and waits for them instead
            of being rejected.
          </Trans>
        </p>
        <StyledItems aria-describedby={hintId}>
          <legend>{t`Documents to send again`}</legend>
          {fixedKinds.map((kind) => (
            <StyledCheckboxLabel key={kind}>
              <input
                type="checkbox"
                checked={draft.documents.includes(kind)}
                onChange={() => toggleDocument(kind)}
              />
              <span>{documentLabels[kind]}</span>
            </StyledCheckboxLabel>
          ))}
          <StyledCheckboxLabel>
            <input
              type="checkbox"
              checked={askingOther}
              onChange={() => change({ otherDocuments: askingOther ? [] : [''] })}
            />
            <span>{t`Another document`}</span>
          </StyledCheckboxLabel>
          {draft.otherDocuments.map((label, index) => (
            <StyledOtherDocument key={index}>
              <TextField
                label={t`Name of the document ${index + 1}`}
                required
                dir="auto"
                maxLength={CORRECTION_LABEL_MAX_LENGTH}
                value={label}
                error={problems?.otherDocuments?.[index] ? otherError[problems.otherDocuments[index]] : null}
                onChange={(event) => setOther(index, event.target.value)}
              />
              {draft.otherDocuments.length > 1 ? (
                <StyledButton
                  type="button"
                  $variant="text"
                  onClick={() =>
                    change({ otherDocuments: draft.otherDocuments.filter((_, at) => at !== index) })
                  }
                >
                  <Trans>Remove this document</Trans>
                </StyledButton>
              ) : null}
            </StyledOtherDocument>
          ))}
          {askingOther ? (
            <StyledOtherDocument>
              <StyledButton
                type="button"
                $variant="secondary"
                onClick={() => change({ otherDocuments: [...draft.otherDocuments, ''] })}
              >
                <Trans>Add another document</Trans>
              </StyledButton>
            </StyledOtherDocument>
          ) : null}
          {problems?.items ? (
            <StyledHelper $error role="alert">
              {itemsError[problems.items]}
            </StyledHelper>
          ) : null}
        </StyledItems>
        <SavedReplyPicker
          language={studentLanguage}
          onInsert={(text) => change({ message: withInsertedText(draft.message, text) })}
        />
        <TextAreaField
          label={t`Message to the student`}
          required
          dir="auto"
          rows={5}
          value={draft.message}
          error={problems?.message ? messageError[problems.message] : (serverErrors.message ?? null)}
          onChange={(event) => change({ message: event.target.value })}
        />
        <TextField
          label={t`Due date`}
          type="date"
          required
          min={dueDates.min}
          max={dueDates.max}
          value={draft.dueDate}
          helper={t`${CORRECTION_DEFAULT_DUE_DAYS} days from today unless you choose; ${CORRECTION_MAX_DUE_DAYS} days at most. The student gets a reminder 2 days before.`}
          error={problems?.dueDate ? dueDateError[problems.dueDate] : (serverErrors.dueDate ?? null)}
          onChange={(event) => change({ dueDate: event.target.value })}
        />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            {t(SHARED_MESSAGES.cancel)}
          </StyledButton>
          <StyledButton type="submit" disabled={busy}>
            <Trans>Send the request</Trans>
          </StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
