import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { PaymentReviewFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { PaymentReference } from '@/modules/staff/payments/components/PaymentReference';
import { PAYMENT_LABELS } from '@/modules/staff/payments/utils/payment-labels';
import { usePaymentReview } from '@/modules/staff/payments/hooks/usePaymentReview';
import { StyledDialogActions } from '@/modules/staff/shared/components/ConfirmDialog';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';
import { TextAreaField } from '@/modules/ui/components/FormControls';

export interface RefusePaymentDialogProps {
  payment: Pick<PaymentReviewFieldsFragment, 'id' | 'reference'>;
  onClose: () => void;
}

/** Refuses a payment's receipt with the reason the student receives; they may then send a new receipt. */
export function RefusePaymentDialog({ payment, onClose }: RefusePaymentDialogProps) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const review = usePaymentReview();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    if (!reason.trim()) {
      setReasonError(t`Give the reason for the refusal: the student will receive it.`);
      return;
    }
    setReasonError(null);
    const outcome = await review.refuse(payment.id, reason);
    if (!outcome.ok) {
      const fieldError = outcome.fieldErrors.reason;
      if (fieldError) setReasonError(fieldError);
      else setFailure(outcome.message);
      return;
    }
    showToast({ message: t`The receipt was refused. The student gets an e-mail.` });
    onClose();
  };

  return (
    <Dialog title={t`Refuse the receipt`} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          <Trans>
            The student of payment <PaymentReference reference={payment.reference} /> receives this reason by e-mail and may
            send a new receipt.
          </Trans>
        </p>
        <TextAreaField
          label={i18n._(PAYMENT_LABELS.refusalReason)}
          required
          dir="auto"
          maxLength={1000}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            {t(SHARED_MESSAGES.cancel)}
          </StyledButton>
          <StyledButton type="submit" disabled={review.busy}>
            <Trans>Refuse the receipt</Trans>
          </StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
