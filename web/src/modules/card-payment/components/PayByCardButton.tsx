import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { CardPaymentCatalogGate } from '@/modules/card-payment/components/CardPaymentCatalogGate';
import { useStartCardPayment } from '@/modules/card-payment/hooks/useStartCardPayment';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

export interface PayByCardButtonProps {
  /** The payment to pay (its `cardPayable` is true). */
  paymentId: string;
  /** The button's words: "Pay by card" first, "Try again" after a declined card. */
  retry?: boolean;
}

const StyledPayByCard = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing(1)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

function PayByCard({ paymentId, retry = false }: PayByCardButtonProps) {
  const { start, busy, error } = useStartCardPayment();
  return (
    <StyledPayByCard>
      <StyledButton type="button" disabled={busy} onClick={() => void start(paymentId)}>
        {retry ? (
          <Trans context="a declined card payment">Try again</Trans>
        ) : (
          <Trans context="a student's payment">Pay by card</Trans>
        )}
      </StyledButton>
      <p>
        <Trans>
          You will be taken to the secure payment page of the CMI (Centre Monétique Interbancaire) to enter your
          card details; the platform never sees them.
        </Trans>
      </p>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </StyledPayByCard>
  );
}

/** "Pay by card" on a payment the student may pay by card: posts CMI's signed form (docs/payments.md). */
export function PayByCardButton(props: PayByCardButtonProps) {
  return (
    <CardPaymentCatalogGate fallback={null}>
      <PayByCard {...props} />
    </CardPaymentCatalogGate>
  );
}
