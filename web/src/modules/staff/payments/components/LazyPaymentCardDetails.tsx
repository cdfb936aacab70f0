import { lazy, Suspense } from 'react';
import type { PaymentCardDetailsProps } from '@/modules/staff/payments/components/PaymentCardDetails';

// Fetched with the payment's page only, a moment after it: the console's first load stays within its
// budget (web/e2e/bundle-budgets.e2e.test.ts).
const PaymentCardDetails = lazy(async () => ({
  default: (await import('@/modules/staff/payments/components/PaymentCardDetails')).PaymentCardDetails,
}));

/** How the payment was paid and its card attempts (PaymentCardDetails), loaded when first shown. */
export function LazyPaymentCardDetails(props: PaymentCardDetailsProps) {
  return (
    <Suspense fallback={null}>
      <PaymentCardDetails {...props} />
    </Suspense>
  );
}
