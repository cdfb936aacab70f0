import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApplicationStatus, PaymentReviewFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { useReviewApplication } from '@/modules/staff/applications/hooks/useReviewApplication';
import {
  APPLICATION_STATUS_DISPLAY,
  APPLICATION_STATUSES,
} from '@/modules/applications/utils/application-statuses';
import { validateReview, type ReviewDecision } from '@/modules/staff/applications/utils/review-form-rules';
import { ApprovalPaymentSection } from '@/modules/staff/payments/components/ApprovalPaymentSection';
import { useVerificationDraft } from '@/modules/staff/payments/hooks/useVerificationDraft';
import { approvalNeedsVerification } from '@/modules/staff/payments/utils/verification-draft';
import { SelectField, TextAreaField } from '@/modules/ui/components/FormControls';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledSurface } from '@/modules/ui/components/Surface';

const StyledPanel = styled(StyledSurface).attrs({ as: 'form' })`
  padding: ${({ theme }) => theme.spacing(2.5)};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  legend {
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.spacing(1)};
  }
`;

// A correction request is made with its items, message and due date (the correction dialog), never set as a bare status.
const SETTABLE_STATUSES = APPLICATION_STATUSES.filter((value) => value !== 'CORRECTION_REQUESTED');

export interface ReviewPanelProps {
  applicationId: string;
  currentStatus: ApplicationStatus;
  /** The fee's payment, null for a free scholarship: approving needs it verified, or verified with the approval. */
  payment?: PaymentReviewFieldsFragment | null;
  /** Told once a decision is saved. */
  onDecided?: () => void;
  /** Beside the decision's button: what else staff may do instead (request corrections). */
  otherActions?: ReactNode;
}

/**
 * Approve, reject (feedback required) or set any status; the feedback stays typed when the save fails.
 * Nothing is chosen beforehand: a decision mails the student, so it takes a deliberate choice (issue 28).
 */
export function ReviewPanel({
  applicationId,
  currentStatus,
  payment = null,
  onDecided,
  otherActions,
}: ReviewPanelProps) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const review = useReviewApplication();
  const hintId = useId();
  const [decision, setDecision] = useState<ReviewDecision | null>(null);
  const [status, setStatus] = useState<ApplicationStatus>(
    SETTABLE_STATUSES.find((value) => value === currentStatus) ?? 'PENDING',
  );
  const [feedback, setFeedback] = useState('');
  const [feedbackError, setFeedbackError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const verification = useVerificationDraft(payment);
  const [verifyingPayment, setVerifyingPayment] = useState(false);
  const paymentToVerify =
    decision === 'approve' && payment && approvalNeedsVerification(payment) ? payment : null;

  const submit = async () => {
    if (!decision) return;
    if (validateReview({ decision, status, feedback })) {
      setFeedbackError(t`Feedback is required to reject an application.`);
      return;
    }
    setFeedbackError(null);
    setServerError(null);
    if (decision === 'approve') {
      const verified = paymentToVerify && verifyingPayment ? verification.check() : undefined;
      if (verified === null) return;
      const failure = await review.approve(applicationId, feedback, verified);
      // A verification's field errors sit beside their fields; the approval rule's message stays as the api wrote it.
      if (failure && !(verified && verification.showServerErrors(failure.fieldErrors)))
        setServerError(failure.message);
      if (failure) return;
    } else {
      const failure =
        decision === 'reject'
          ? await review.reject(applicationId, feedback)
          : await review.setStatus(applicationId, status, feedback);
      if (failure) {
        setServerError(failure);
        return;
      }
    }
    setFeedback('');
    showToast({ message: t`The application was updated.` });
    onDecided?.();
  };

  const choices: { value: ReviewDecision; label: string }[] = [
    { value: 'approve', label: t`Approve` },
    { value: 'reject', label: t`Reject` },
    { value: 'status', label: t`Set a status` },
  ];

  return (
    <StyledPanel
      aria-labelledby="review-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="review-title">
        <Trans>Review</Trans>
      </h2>
      <fieldset>
        <legend>{t`Decision`}</legend>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name="decision"
              value={choice.value}
              checked={decision === choice.value}
              onChange={() => setDecision(choice.value)}
            />{' '}
            {choice.label}
          </label>
        ))}
      </fieldset>
      {paymentToVerify ? (
        <ApprovalPaymentSection
          payment={paymentToVerify}
          verifying={verifyingPayment}
          onVerifyingChange={setVerifyingPayment}
          form={verification}
        />
      ) : null}
      {decision === 'status' ? (
        <SelectField
          label={t`New status`}
          value={status}
          onChange={(event) =>
            setStatus(SETTABLE_STATUSES.find((value) => value === event.target.value) ?? status)
          }
        >
          {SETTABLE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {i18n._(APPLICATION_STATUS_DISPLAY[value].label)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label={decision === 'approve' ? t`Feedback for the student (optional)` : t`Feedback for the student`}
        required={decision === 'reject' || (decision === 'status' && status === 'REJECTED')}
        dir="auto"
        value={feedback}
        error={feedbackError}
        onChange={(event) => setFeedback(event.target.value)}
      />
      {serverError ? <Alert severity="error">{serverError}</Alert> : null}
      {decision ? null : (
        <p id={hintId}>
          <Trans>Choose a decision to save it.</Trans>
        </p>
      )}
      <StyledToolbar>
        <StyledButton
          type="submit"
          disabled={review.busy || !decision}
          aria-describedby={decision ? undefined : hintId}
        >
          <Trans>Save the decision</Trans>
        </StyledButton>
        {otherActions}
      </StyledToolbar>
    </StyledPanel>
  );
}
