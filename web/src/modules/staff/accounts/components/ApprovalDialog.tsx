import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { type ApprovalDecision, useUserApproval } from '@/modules/staff/accounts/hooks/useUserApproval';
import { ApprovalPaymentSection } from '@/modules/staff/payments/components/ApprovalPaymentSection';
import { useRegistrationPayment } from '@/modules/staff/payments/hooks/useRegistrationPayment';
import { useVerificationDraft } from '@/modules/staff/payments/hooks/useVerificationDraft';
import { approvalNeedsVerification } from '@/modules/staff/payments/utils/verification-draft';
import { StyledDialogActions } from '@/modules/staff/shared/components/ConfirmDialog';
import { TextAreaField } from '@/modules/ui/components/FormControls';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';

export interface ApprovalDialogProps {
  userIds: string[];
  decision: ApprovalDecision;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Approves or rejects the accounts (with an optional reason for a rejection); stays open with the
 * server's message on failure. Approving one account whose registration fee is not verified offers
 * to verify it at the same time; several at once are refused by the api with the accounts' e-mails.
 */
export function ApprovalDialog({ userIds, decision, onDone, onClose }: ApprovalDialogProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const { decide, deciding } = useUserApproval();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = userIds.length;
  const [onlyUserId] = userIds;
  const registration = useRegistrationPayment(decision === 'APPROVED' && count === 1 ? (onlyUserId ?? null) : null);
  const paymentToVerify = approvalNeedsVerification(registration.payment) ? registration.payment : null;
  const verification = useVerificationDraft(paymentToVerify);
  const [verifyingPayment, setVerifyingPayment] = useState(false);

  const submit = async () => {
    setError(null);
    const verified = paymentToVerify && verifyingPayment ? verification.check() : undefined;
    if (verified === null) return;
    const failure = await decide(userIds, decision, reason, verified);
    if (failure) {
      if (!(verified && verification.showServerErrors(failure.fieldErrors))) setError(failure.message);
      return;
    }
    showToast({
      message:
        decision === 'APPROVED'
          ? plural(count, { one: '# account approved.', other: '# accounts approved.' })
          : plural(count, { one: '# account rejected.', other: '# accounts rejected.' }),
    });
    onDone();
    onClose();
  };

  return (
    <Dialog title={decision === 'APPROVED' ? t`Approve accounts` : t`Reject accounts`} onClose={onClose}>
      <p>
        {decision === 'APPROVED' ? (
          <Plural
            value={count}
            one="Approve # account? The student gets an e-mail."
            other="Approve # accounts? The students get an e-mail."
          />
        ) : (
          <Plural
            value={count}
            one="Reject # account? The student gets an e-mail."
            other="Reject # accounts? The students get an e-mail."
          />
        )}
      </p>
      {paymentToVerify ? (
        <ApprovalPaymentSection
          payment={paymentToVerify}
          verifying={verifyingPayment}
          onVerifyingChange={setVerifyingPayment}
          form={verification}
        />
      ) : null}
      {decision === 'REJECTED' ? (
        <TextAreaField
          label={t`Reason (optional)`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <StyledDialogActions>
        <StyledButton type="button" $variant="secondary" onClick={onClose}>
          {t(SHARED_MESSAGES.cancel)}
        </StyledButton>
        <StyledButton type="button" disabled={deciding || registration.loading} onClick={() => void submit()}>
          {decision === 'APPROVED' ? t`Approve` : t`Reject`}
        </StyledButton>
      </StyledDialogActions>
    </Dialog>
  );
}
