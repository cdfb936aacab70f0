import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PayByCardButton } from '@/modules/card-payment/components/PayByCardButton';
import type { CardAttempt } from '@/modules/card-payment/hooks/useCardPaymentAttempt';
import { Alert } from '@/modules/ui/components/Alert';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface CardPaymentOutcomeProps {
  /** The attempt as the server has it; null when no attempt of the student's has this order id. */
  attempt: CardAttempt | null;
  /** CMI's callback has not come within a minute. */
  waitedLong: boolean;
}

/** What happened to a card payment, as the server says (docs/payments.md, "Card payment (CMI)"). */
export function CardPaymentOutcome({ attempt, waitedLong }: CardPaymentOutcomeProps) {
  if (!attempt) {
    return (
      <Alert severity="info">
        <Trans>No card payment of yours has this address. Your applications’ pages show where your payments stand.</Trans>
      </Alert>
    );
  }
  switch (attempt.status) {
    case 'APPROVED':
      return (
        <Alert severity="success">
          <h2>
            <Trans>Your payment is confirmed</Trans>
          </h2>
          <p>
            <Trans>
              You paid <MoneyAmount money={attempt.amount} /> by card. Its receipt will be in{' '}
              <Link to="/documents">My documents</Link> once issued.
            </Trans>
          </p>
        </Alert>
      );
    case 'DECLINED':
      return (
        <>
          <Alert severity="error">
            <h2>
              <Trans>The payment was declined</Trans>
            </h2>
            {attempt.reason ? (
              <p>
                <Trans>
                  Reason given by the bank: <span dir="auto">{attempt.reason}</span>
                </Trans>
              </p>
            ) : null}
            <p>
              <Trans>No money was taken from your card.</Trans>
            </p>
          </Alert>
          {attempt.payment?.cardPayable ? <PayByCardButton paymentId={attempt.payment.id} retry /> : null}
        </>
      );
    case 'DUPLICATE':
      return (
        <Alert severity="warning">
          <Trans>This fee was already paid: this second payment will be refunded by the platform team.</Trans>
        </Alert>
      );
    case 'STARTED':
      return waitedLong ? (
        <Alert severity="info">
          <Trans>
            The bank has not confirmed the payment yet. Check your payment again in a few minutes: you will also
            receive an e-mail once it is confirmed.
          </Trans>
        </Alert>
      ) : (
        <Alert severity="info">
          <p>
            <Trans>Waiting for the bank’s confirmation…</Trans>
          </p>
          <Spinner />
        </Alert>
      );
  }
}
