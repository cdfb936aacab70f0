import { isStaff } from '../auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '../auth/policy.ts';
import { forbidden } from '../http/app-error.ts';

// What a signed-in user may do with their own account, whatever its approval.

interface OwnAccountResources {
  /** Read it (GET me): a pending or rejected student needs it to see where they stand. */
  read: NoResource;
  /** Change the password: staff, and students once approved (the others may only sign out). */
  changePassword: NoResource;
}

export const ownAccountPolicy = definePolicy<OwnAccountResources>({
  read: signedIn(() => ALLOWED),
  changePassword: signedIn((actor) =>
    isStaff(actor) || actor.approvalStatus === 'APPROVED' ? ALLOWED : forbidden('ACCOUNT_NOT_APPROVED'),
  ),
});
