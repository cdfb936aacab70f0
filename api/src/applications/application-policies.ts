import { AppError } from '../http/app-error.ts';
import { isStaff, type Actor, type Policy } from './application-actor.ts';

// Who may do what with applications (PRODUCT.md, Roles and permissions). Seeing someone else's
// application is not a 403 but a 404, decided where the application is read.

/** Apply, resubmit, withdraw and the student's own pages: approved students only. */
export const mustBeApprovedStudent: Policy = (actor) => {
  if (isStaff(actor)) throw new AppError(403, 'APPLICATION_STAFF_CANNOT_APPLY');
  if (actor.approvalStatus !== 'APPROVED') throw new AppError(403, 'ACCOUNT_NOT_APPROVED');
};

/** The student's own list and detail under /api/applications: no staff, who have the review list. */
export const mustBeApprovedStudentOwnPages: Policy = (actor) => {
  if (isStaff(actor)) throw new AppError(403, 'APPLICATION_STUDENTS_ONLY');
  mustBeApprovedStudent(actor);
};

/** Lists, details and receipts: staff see all, an approved student their own. */
export const mustBeStaffOrApprovedStudent: Policy = (actor) => {
  if (!isStaff(actor)) mustBeApprovedStudent(actor);
};

/** The review: AGENT and ADMIN. */
export const mustBeStaff: Policy = (actor) => {
  if (!isStaff(actor)) throw new AppError(403, 'APPLICATION_STAFF_ONLY');
};

/** Whether the caller may see this application at all (else it does not exist for them). */
export function canSee(actor: Actor, application: { userId: string }): boolean {
  return isStaff(actor) || application.userId === actor.id;
}
