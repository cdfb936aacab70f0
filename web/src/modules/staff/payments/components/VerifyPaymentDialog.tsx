import { Trans, useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { PaymentReviewFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { VerificationFields } from '@/modules/staff/payments/components/VerificationFields';
import { PaymentReference } from '@/modules/staff/payments/components/PaymentReference';
import { usePaymentReview } from '@/modules/staff/payments/hooks/usePaymentReview';
import { useVerificationDraft } from '@/modules/staff/payments/hooks/useVerificationDraft';
import { StyledDialogActions } from '@/modules/staff/shared/components/ConfirmDialog';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';
import { useState } from 'react';

export interface VerifyPaymentDialogProps {
  payment: Pick<PaymentReviewFieldsFragment, 'id' | 'reference' | 'amountDue'>;
  onClose: () => void;
}

/** Records a payment as received; what was typed stays, with the server's message, when it is refused. */
export function VerifyPaymentDialog({ payment, onClose }: VerifyPaymentDialogProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const review = usePaymentReview();
  const form = useVerificationDraft(payment);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    const input = form.check();
    if (!input) return;
    const outcome = await review.verify(payment.id, input);
    if (!outcome.ok) {
      if (!form.showServerErrors(outcome.fieldErrors)) setFailure(outcome.message);
      return;
    }
    showToast({ message: t`The payment was verified. The student gets an e-mail.`, severity: 'success' });
    onClose();
  };

  return (
    <Dialog title={t`Verify the payment`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          <Trans>
            Payment <PaymentReference reference={payment.reference} /> of <MoneyAmount money={payment.amountDue} />: record
            what the bank or the agency received.
          </Trans>
        </p>
        <VerificationFields form={form} />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            {t(SHARED_MESSAGES.cancel)}
          </StyledButton>
          <StyledButton type="submit" disabled={review.busy}>
            <Trans>Verify</Trans>
          </StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
