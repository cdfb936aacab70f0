import { isStaff } from '../auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '../auth/policy.ts';
import { conflict, forbidden } from '../http/app-error.ts';

// What a signed-in user may do with their own account, whatever its approval.

interface OwnAccountResources {
  /** Read it (GET me): a pending or rejected student needs it to see where they stand. */
  read: NoResource;
  /** Change the password: staff, and students once approved (the others may only sign out). */
  changePassword: NoResource;
  /** Download everything the platform holds about oneself (law 09-08): anyone signed in. */
  exportData: NoResource;
  /**
   * Delete one's own account: students, approved or not. Staff accounts are closed by an ADMIN
   * (`DELETE /api/iam/users/:id`, never one's own), so that the last administrator cannot remove
   * themselves and the staff's decisions never lose their author by a click of that author.
   */
  deleteAccount: NoResource;
  /** Correct an address not verified yet: students only (service-side: refused once verified). */
  changeEmail: NoResource;
  /** Send new registration documents and ask for another review: a rejected student only. */
  resubmitDocuments: NoResource;
}

export const ownAccountPolicy = definePolicy<OwnAccountResources>({
  read: signedIn(() => ALLOWED),
  changePassword: signedIn((actor) =>
    isStaff(actor) || actor.approvalStatus === 'APPROVED' ? ALLOWED : forbidden('ACCOUNT_NOT_APPROVED'),
  ),
  exportData: signedIn(() => ALLOWED),
  deleteAccount: signedIn((actor) =>
    isStaff(actor) ? forbidden('STAFF_ACCOUNT_DELETION_REFUSED') : ALLOWED,
  ),
  changeEmail: signedIn((actor) => (isStaff(actor) ? forbidden() : ALLOWED)),
  resubmitDocuments: signedIn((actor) => {
    if (isStaff(actor)) return forbidden();
    return actor.approvalStatus === 'REJECTED' ? ALLOWED : conflict('ACCOUNT_NOT_REJECTED');
  }),
});
