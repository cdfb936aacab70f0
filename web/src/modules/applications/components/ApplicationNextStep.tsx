import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationStatus } from '@/__generated__/graphql';
import type { ToastSeverity } from '@/modules/toast/hooks/ToastContext';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

export interface ApplicationNextStepProps {
  status: ApplicationStatus;
  scholarshipId: string;
  /** Whether the scholarship still takes receipts, as the server judges its deadline. */
  open: boolean;
  /** The deadline's day as the page writes it (17 décembre 2026). */
  lastDay: string;
  rejectionReason: string | null | undefined;
}

interface Step {
  severity: ToastSeverity;
  text: ReactNode;
  action?: ReactNode;
}

function stepFor({ status, open, lastDay, rejectionReason }: ApplicationNextStepProps): Step | null {
  switch (status) {
    case 'PENDING':
      return {
        severity: 'info',
        text: (
          <Trans>
            The platform team is reviewing your payment receipt. You will get an e-mail once they decide.
          </Trans>
        ),
        action: open ? <Trans>Send a new receipt</Trans> : undefined,
      };
    case 'APPROVED':
      return {
        severity: 'success',
        text: (
          <Trans>
            Your application is approved. The platform team will write to you about what comes next.
          </Trans>
        ),
      };
    case 'REJECTED':
      return {
        severity: 'error',
        text: (
          <>
            <Trans>Your application was rejected.</Trans>
            {rejectionReason ? <span dir="auto"> {rejectionReason}</span> : null}{' '}
            {open ? (
              <Trans>Send a new payment receipt before {lastDay} for another review.</Trans>
            ) : (
              <Trans>The deadline has passed: this application can no longer be resubmitted.</Trans>
            )}
          </>
        ),
        action: open ? <Trans>Resubmit Payment</Trans> : undefined,
      };
    case 'WITHDRAWN':
      return {
        severity: 'info',
        text: open ? (
          <Trans>You withdrew this application. You can apply again until {lastDay}.</Trans>
        ) : (
          <Trans>You withdrew this application, and the deadline has passed.</Trans>
        ),
        action: open ? <Trans>Apply again</Trans> : undefined,
      };
    case 'CORRECTION_REQUESTED':
      // The correction request's form says what to send (correspondence/components/CorrectionRequestForm.tsx).
      return null;
  }
}

/** What happens now for an application in its state, and the one thing the student can do about it. */
export function ApplicationNextStep(props: ApplicationNextStepProps) {
  const step = stepFor(props);
  if (!step) return null;
  return (
    <section aria-labelledby="next-step-title">
      <h2 id="next-step-title">
        <Trans>Next step</Trans>
      </h2>
      <Alert severity={step.severity}>{step.text}</Alert>
      {step.action ? (
        <StyledButton as={Link} to={`/postuler/${props.scholarshipId}`}>
          {step.action}
        </StyledButton>
      ) : null}
    </section>
  );
}
