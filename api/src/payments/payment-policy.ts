import { isStaff } from '../auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '../auth/policy.ts';
import { AppError, forbidden } from '../http/app-error.ts';

// Who does what with payments (docs/payments.md): a student reads their own, from registration on
// (the pending page shows the registration's fee and reference), and opens the fee of a scholarship
// to apply to once approved; staff read any, with its duplicates, and verify or refuse.
interface PaymentResources {
  readOwn: NoResource;
  /** One payment: staff any, a student their own; anyone else's is as absent as a missing one. */
  read: { userId: string | null };
  open: NoResource;
  review: NoResource;
  /** Paying by card (docs/payments.md, "Card payment (CMI)"): the payment's own student only. */
  payByCard: { userId: string | null };
  /** One card attempt, for the ok and fail pages: its student, and staff. */
  readCardAttempt: { userId: string | null };
}

export const paymentPolicy = definePolicy<PaymentResources>({
  readOwn: signedIn(() => ALLOWED),
  read: signedIn((actor, payment: { userId: string | null }) =>
    isStaff(actor) || payment.userId === actor.id ? ALLOWED : new AppError(404, 'PAYMENT_NOT_FOUND'),
  ),
  open: signedIn((actor) => {
    if (isStaff(actor)) return new AppError(403, 'APPLICATION_STAFF_CANNOT_APPLY');
    return actor.approvalStatus === 'APPROVED' ? ALLOWED : new AppError(403, 'ACCOUNT_NOT_APPROVED');
  }),
  review: signedIn((actor) => (isStaff(actor) ? ALLOWED : forbidden())),
  payByCard: signedIn((actor, payment: { userId: string | null }) =>
    payment.userId === actor.id ? ALLOWED : new AppError(404, 'PAYMENT_NOT_FOUND'),
  ),
  readCardAttempt: signedIn((actor, attempt: { userId: string | null }) =>
    isStaff(actor) || attempt.userId === actor.id ? ALLOWED : new AppError(404, 'CARD_ATTEMPT_NOT_FOUND'),
  ),
});
