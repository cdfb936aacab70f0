import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { CardAttempt } from '@/modules/card-payment/hooks/useCardPaymentAttempt';

export interface CardPaymentBackLinkProps {
  /** The attempt's payment, when the attempt was found. */
  payment: CardAttempt['payment'] | null;
}

/** Back to where the fee was shown: its application, the pending page for registration's, its scholarship before applying, else the applications. */
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
  // A fee paid from the apply dialog, before the application was sent: its scholarship, to apply.
  if (payment?.scholarship) {
    return (
      <Link to={`/bourses/${payment.scholarship.id}`}>
        <Trans>Back to the scholarship, to apply</Trans>
      </Link>
    );
  }
  // An attempt not found, or a scholarship no longer shown.
  return (
    <Link to="/applications">
      <Trans>Back to my applications</Trans>
    </Link>
  );
}
