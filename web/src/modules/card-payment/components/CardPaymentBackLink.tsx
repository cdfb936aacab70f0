import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CardAttempt } from '@/modules/card-payment/hooks/useCardPaymentAttempt';

export interface CardPaymentBackLinkProps {
  /** The attempt's payment, when the attempt was found. */
  payment: CardAttempt['payment'] | null;
}

/** Back to where the fee was shown: its application, the pending page for registration's, else the scholarships. */
export function CardPaymentBackLink({ payment }: CardPaymentBackLinkProps) {
  if (payment?.application) {
    return (
      <Link to={`/applications/${payment.application.id}`}>
        <Trans>Back to the application</Trans>
      </Link>
    );
  }
  if (payment?.kind === 'REGISTRATION') {
    return (
      <Link to="/pending">
        <Trans>Back to the registration</Trans>
      </Link>
    );
  }
  // A fee paid from the apply dialog, before the application was sent, or an attempt not found.
  return (
    <Link to="/applications">
      <Trans>Back to my applications</Trans>
    </Link>
  );
}
