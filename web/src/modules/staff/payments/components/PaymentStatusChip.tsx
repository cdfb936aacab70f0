import { useLingui } from '@lingui/react/macro';
import type { PaymentStatus } from '@/modules/staff/__generated__/graphql';
import { PAYMENT_STATUS_DISPLAY } from '@/modules/payments/utils/payment-statuses';
import { StyledChip } from '@/modules/ui/components/Chip';

export interface PaymentStatusChipProps {
  status: PaymentStatus;
}

/** A payment's status in the words and colour the students' pages use. */
export function PaymentStatusChip({ status }: PaymentStatusChipProps) {
  const { i18n } = useLingui();
  const display = PAYMENT_STATUS_DISPLAY[status];
  return <StyledChip $severity={display.severity}>{i18n._(display.label)}</StyledChip>;
}
