import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { PaymentReviewFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { PaymentReference } from '@/modules/staff/payments/components/PaymentReference';
import { PaymentStatusChip } from '@/modules/staff/payments/components/PaymentStatusChip';
import { VerificationFields } from '@/modules/staff/payments/components/VerificationFields';
import type { VerificationDraftState } from '@/modules/staff/payments/hooks/useVerificationDraft';
import { Alert } from '@/modules/ui/components/Alert';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';

const StyledSection = styled.fieldset`
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  display: block;
  legend {
    font-weight: 600;
  }
  label.verify-with-approval {
    display: flex;
    gap: ${({ theme }) => theme.spacing(1)};
    align-items: center;
    margin-block: ${({ theme }) => theme.spacing(1.5)};
    font-weight: 600;
  }
`;

export interface ApprovalPaymentSectionProps {
  payment: PaymentReviewFieldsFragment;
  verifying: boolean;
  onVerifyingChange: (verifying: boolean) => void;
  form: VerificationDraftState;
}

/**
 * In an approval, a payment not verified yet: the approval is refused without its money, unless it
 * records the payment as received at the same time (docs/payments.md, The approval rule).
 */
export function ApprovalPaymentSection({ payment, verifying, onVerifyingChange, form }: ApprovalPaymentSectionProps) {
  const { t } = useLingui();
  return (
    <StyledSection>
      <legend>{t`Payment not verified`}</legend>
      <p>
        <Trans>
          Payment <PaymentReference reference={payment.reference} /> of <MoneyAmount money={payment.amountDue} />
        </Trans>{' '}
        <PaymentStatusChip status={payment.status} />
      </p>
      {payment.duplicates.length > 0 ? (
        <Alert severity="warning">{t`This receipt was also sent for another payment: compare them before deciding.`}</Alert>
      ) : null}
      <label className="verify-with-approval">
        <input type="checkbox" checked={verifying} onChange={(event) => onVerifyingChange(event.target.checked)} />
        {t`Verify the payment at the same time`}
      </label>
      {verifying ? <VerificationFields form={form} /> : null}
    </StyledSection>
  );
}
