import { isStaff } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '#api/auth/policy.ts';
import { AppError, forbidden } from '#api/http/app-error.ts';

// Who may do what with correction requests (docs/product-rules.md, "Correction requests"). Someone
// else's request is as absent as a missing one.

interface CorrectionResources {
  /** Ask a student for corrections on an application or an account, withdraw a request: AGENT and ADMIN. */
  manage: NoResource;
  /** Read a request and its files: staff, and the student it asks. */
  read: { userId: string };
  /** Send the items: the student it asks (whatever their account's approval: an account asked for changes too). */
  submit: { userId: string };
}

const notFound = () => new AppError(404, 'CORRECTION_NOT_FOUND');

export const correctionPolicy = definePolicy<CorrectionResources>({
  manage: signedIn((actor) => (isStaff(actor) ? ALLOWED : forbidden())),
  read: signedIn((actor, request: { userId: string }) =>
    isStaff(actor) || request.userId === actor.id ? ALLOWED : notFound(),
  ),
  submit: signedIn((actor, request: { userId: string }) => (request.userId === actor.id ? ALLOWED : notFound())),
});
