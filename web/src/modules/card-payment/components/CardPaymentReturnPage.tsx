import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CardPaymentBackLink } from '@/modules/card-payment/components/CardPaymentBackLink';
import { CardPaymentCatalogGate } from '@/modules/card-payment/components/CardPaymentCatalogGate';
import { CardPaymentOutcome } from '@/modules/card-payment/components/CardPaymentOutcome';
import { useCardPaymentAttempt } from '@/modules/card-payment/hooks/useCardPaymentAttempt';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledReturn = styled.section`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing(2)};
  max-inline-size: 40rem;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  > [role] {
    justify-self: stretch;
  }
`;

function CardPaymentReturn() {
  const [params] = useSearchParams();
  const { attempt, loading, error, waitedLong } = useCardPaymentAttempt(params.get('order') ?? '');
  return (
    <StyledReturn aria-labelledby="card-payment-title">
      <h1 id="card-payment-title">
        <Trans>Card payment</Trans>
      </h1>
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {loading || error ? null : <CardPaymentOutcome attempt={attempt} waitedLong={waitedLong} />}
      <CardPaymentBackLink payment={attempt?.payment ?? null} />
    </StyledReturn>
  );
}

/**
 * /payments/cmi/ok and /payments/cmi/fail, where CMI sends the student back (through the bff's 303):
 * one page for both, which reads the attempt of `?order=` from the server, never trusting the address.
 */
export function CardPaymentReturnPage() {
  return (
    <CardPaymentCatalogGate>
      <CardPaymentReturn />
    </CardPaymentCatalogGate>
  );
}
