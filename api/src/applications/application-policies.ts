import { isStaff, type Actor } from '../auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn, type Verdict } from '../auth/policy.ts';
import { AppError } from '../http/app-error.ts';

// Who may do what with applications (the roles table of the product rules). Seeing someone else's
// application is not a 403 but a 404.

interface ApplicationResources {
  /** Apply, resubmit, withdraw, the status for one scholarship: approved students. */
  apply: NoResource;
  /** The student's own list and detail under /api/applications: no staff, who have the review list. */
  readOwnPages: NoResource;
  /** Lists, details and receipts: staff see all, an approved student their own. */
  follow: NoResource;
  /** Every application rather than one's own. */
  followAll: NoResource;
  /** Set a status, delete, the admin list and the dashboard: AGENT and ADMIN. */
  review: NoResource;
  /** One application, which is otherwise as absent as a missing one (an anonymised one has no owner). */
  see: { userId: string | null };
}

function approvedStudent(actor: Actor): Verdict {
  if (isStaff(actor)) return new AppError(403, 'APPLICATION_STAFF_CANNOT_APPLY');
  if (actor.approvalStatus !== 'APPROVED') return new AppError(403, 'ACCOUNT_NOT_APPROVED');
  return ALLOWED;
}

export const applicationPolicy = definePolicy<ApplicationResources>({
  apply: signedIn(approvedStudent),
  readOwnPages: signedIn((actor) =>
    isStaff(actor) ? new AppError(403, 'APPLICATION_STUDENTS_ONLY') : approvedStudent(actor),
  ),
  follow: signedIn((actor) => (isStaff(actor) ? ALLOWED : approvedStudent(actor))),
  followAll: signedIn((actor) => (isStaff(actor) ? ALLOWED : new AppError(403, 'APPLICATION_STAFF_ONLY'))),
  review: signedIn((actor) => (isStaff(actor) ? ALLOWED : new AppError(403, 'APPLICATION_STAFF_ONLY'))),
  see: signedIn((actor, application: { userId: string | null }) =>
    isStaff(actor) || application.userId === actor.id ? ALLOWED : new AppError(404, 'APPLICATION_NOT_FOUND'),
  ),
});
