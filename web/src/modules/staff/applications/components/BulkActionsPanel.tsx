import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { MAX_BULK_APPLICATIONS } from '@bourses/common/limits';
import type { BulkApplicationAction } from '@/modules/staff/__generated__/graphql';
import { BulkOutcomeList, type BulkResult } from '@/modules/staff/applications/components/BulkOutcomeList';
import { BulkTargetChoice } from '@/modules/staff/applications/components/BulkTargetChoice';
import { useBulkDecision } from '@/modules/staff/applications/hooks/useBulkDecision';
import {
  toApplicationFilter,
  type ApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';
import { bulkFormProblem, type BulkForm } from '@/modules/staff/applications/utils/bulk-form-rules';
import { AssigneeSelect } from '@/modules/staff/casework/components/AssigneeSelect';
import { ConfirmDialog } from '@/modules/staff/shared/components/ConfirmDialog';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { SelectField, TextAreaField } from '@/modules/ui/components/FormControls';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';
import { StyledSurface } from '@/modules/ui/components/Surface';

const StyledPanel = styled(StyledSurface).attrs({ as: 'form' })`
  padding: ${({ theme }) => theme.spacing(2)};
  margin-block: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin-block: 0 ${({ theme }) => theme.spacing(1.5)};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

const StyledHint = styled.p`
  margin-block: ${({ theme }) => theme.spacing(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface BulkActionsPanelProps {
  selectedIds: readonly string[];
  query: ApplicationListQuery;
  /** How many applications match the filters, over every page (capped: more than that). */
  matching: { total: number; capped: boolean };
  onDone: () => void;
}

const EMPTY_FORM: BulkForm = { action: 'APPROVE', target: 'selected', feedback: '', assigneeId: '' };

/**
 * Approve, reject with one feedback, or assign the selected applications or every one matching the
 * filters. A decision mails every student concerned, so it first says how many and asks (issue 28).
 * The panel opens once a row is selected; until then one line says how to open it (docs/product-rules.md).
 */
export function BulkActionsPanel({ selectedIds, query, matching, onDone }: BulkActionsPanelProps) {
  const { t } = useLingui();
  const titleId = useId();
  const bulk = useBulkDecision();
  const [form, setForm] = useState<BulkForm>(EMPTY_FORM);
  const [feedbackError, setFeedbackError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [confirming, setConfirming] = useState<BulkApplicationAction | null>(null);
  const change = (changes: Partial<BulkForm>) => setForm({ ...form, ...changes });
  const selectedCount = selectedIds.length;
  const matchingCount = matching.total;

  // How many students a decision will mail: the selected applications, or every one matching.
  const studentCount = form.target === 'selected' ? selectedCount : matchingCount;
  const countCapped = form.target === 'matching' && matching.capped;

  /** Sends the action; answers null once done, else the message to show. */
  const run = async (): Promise<string | null> => {
    setResult(null);
    const outcome = await bulk.run({
      action: form.action,
      ...(form.target === 'selected'
        ? { applicationIds: [...selectedIds] }
        : { filter: toApplicationFilter(query) }),
      ...(form.action === 'ASSIGN' ? { assigneeId: form.assigneeId || null } : {}),
      ...(form.action !== 'ASSIGN' && form.feedback.trim() ? { feedback: form.feedback.trim() } : {}),
    });
    if (!outcome.ok) return outcome.message;
    setResult({ action: form.action, ...outcome.result });
    setForm({ ...form, feedback: '' });
    onDone();
    return null;
  };

  const submit = () => {
    const problem = bulkFormProblem(form, selectedCount);
    setFailure(problem === 'NOTHING_SELECTED' ? t`Select at least one application.` : null);
    setFeedbackError(
      problem === 'FEEDBACK_REQUIRED' ? t`Feedback is required to reject an application.` : null,
    );
    if (problem) return;
    if (form.action === 'ASSIGN') void run().then(setFailure);
    else setConfirming(form.action);
  };

  const actions: { value: BulkApplicationAction; label: string }[] = [
    { value: 'APPROVE', label: t`Approve` },
    { value: 'REJECT', label: t`Reject` },
    { value: 'ASSIGN', label: t`Assign` },
  ];

  const outcome = <div aria-live="polite">{result ? <BulkOutcomeList result={result} /> : null}</div>;
  const confirmDialog = confirming ? (
    <ConfirmDialog
      title={confirming === 'APPROVE' ? t`Approve these applications?` : t`Reject these applications?`}
      confirmLabel={confirming === 'APPROVE' ? t`Approve` : t`Reject`}
      onConfirm={run}
      onClose={() => setConfirming(null)}
    >
      <p>
        {countCapped ? (
          <Plural
            value={studentCount}
            one="More than # student will be e-mailed this decision."
            other="More than # students will be e-mailed this decision."
          />
        ) : (
          <Plural
            value={studentCount}
            one="# student will be e-mailed this decision."
            other="# students will be e-mailed this decision."
          />
        )}
      </p>
    </ConfirmDialog>
  ) : null;

  // The outcome and the dialog keep their place: a decision clears the selection while they are shown.
  return (
    <>
      {selectedCount === 0 ? (
        <StyledHint>
          <Trans>Select applications to approve, reject or assign them together.</Trans>
        </StyledHint>
      ) : (
        <StyledPanel
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2 id={titleId}>
            <Trans>Bulk actions</Trans>
          </h2>
          <BulkTargetChoice
            name="bulk-target"
            target={form.target}
            onChange={(target) => change({ target })}
            selectedCount={selectedCount}
            matching={matching}
          />
          <StyledToolbar>
            <SelectField
              label={t`Action`}
              value={form.action}
              onChange={(event) =>
                change({
                  action: actions.find((action) => action.value === event.target.value)?.value ?? form.action,
                })
              }
            >
              {actions.map((action) => (
                <option key={action.value} value={action.value}>
                  {action.label}
                </option>
              ))}
            </SelectField>
            {form.action === 'ASSIGN' ? (
              <AssigneeSelect value={form.assigneeId} onChange={(assigneeId) => change({ assigneeId })} />
            ) : null}
          </StyledToolbar>
          {form.action === 'ASSIGN' ? null : (
            <TextAreaField
              label={
                form.action === 'REJECT'
                  ? t`Feedback for every student`
                  : t`Feedback for every student (optional)`
              }
              required={form.action === 'REJECT'}
              dir="auto"
              rows={2}
              value={form.feedback}
              error={feedbackError}
              onChange={(event) => change({ feedback: event.target.value })}
            />
          )}
          <p>
            <Trans>
              Each student gets their own e-mail. One action covers {MAX_BULK_APPLICATIONS} applications at
              most.
            </Trans>
          </p>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <StyledToolbar>
            <StyledButton type="submit" disabled={bulk.busy}>
              <Trans>Apply</Trans>
            </StyledButton>
          </StyledToolbar>
        </StyledPanel>
      )}
      {outcome}
      {confirmDialog}
    </>
  );
}
