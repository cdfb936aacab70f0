import { ALLOWED, definePolicy, type NoResource, signedIn } from '../auth/policy.ts';

// Who reads which payments (docs/payments.md): a student their own, from registration on (the
// pending page shows the registration's fee and reference).
interface PaymentResources {
  readOwn: NoResource;
}

export const paymentPolicy = definePolicy<PaymentResources>({
  readOwn: signedIn(() => ALLOWED),
});
