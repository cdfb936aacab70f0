import { isStaff } from '../auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '../auth/policy.ts';
import { forbidden } from '../http/app-error.ts';

// Who reads which payments (docs/payments.md): a student their own, from registration on (the
// pending page shows the registration's fee and reference); staff any, with its duplicates.
interface PaymentResources {
  readOwn: NoResource;
  read: NoResource;
}

export const paymentPolicy = definePolicy<PaymentResources>({
  readOwn: signedIn(() => ALLOWED),
  read: signedIn((actor) => (isStaff(actor) ? ALLOWED : forbidden())),
});
