import { isAdmin } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, everyone, type NoResource, signedIn } from '#api/auth/policy.ts';
import { forbidden } from '#api/http/app-error.ts';

// Who reads and sets how to pay (docs/payments.md, "Settings"): anyone reads them, signed out too (the
// registration form shows them); an ADMIN alone sets them, as the RIB decides where students' money goes.
interface PaymentSettingsResources {
  read: NoResource;
  update: NoResource;
}

export const paymentSettingsPolicy = definePolicy<PaymentSettingsResources>({
  read: everyone,
  update: signedIn((actor) => (isAdmin(actor) ? ALLOWED : forbidden())),
});
