import { PaymentSummary } from '@/modules/payments/components/PaymentSummary';
import { useOpenApplicationPayment } from '@/modules/payments/hooks/useOpenApplicationPayment';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface ApplicationFeePaymentProps {
  scholarshipId: string;
}

/**
 * In the apply dialog of a scholarship with a fee: the fee's payment, opened as the dialog opens, with
 * the amount, the reference to copy into the transfer and how to pay, above the receipt to send.
 */
export function ApplicationFeePayment({ scholarshipId }: ApplicationFeePaymentProps) {
  const { payment, error } = useOpenApplicationPayment(scholarshipId);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!payment) return <Spinner />;
  return <PaymentSummary payment={payment} headingLevel={3} />;
}
