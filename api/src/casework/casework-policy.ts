import { isStaff } from '../auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '../auth/policy.ts';
import { AppError } from '../http/app-error.ts';

// Assignment, internal notes and bulk decisions: staff only (AGENT and ADMIN alike). A visitor is
// asked to sign in (401), a student refused (403): notes are never theirs to read.

interface CaseworkResources {
  /** Assign, filter by assignee, read and write notes, run a bulk decision. */
  work: NoResource;
}

export const caseworkPolicy = definePolicy<CaseworkResources>({
  work: signedIn((actor) => (isStaff(actor) ? ALLOWED : new AppError(403, 'CASEWORK_STAFF_ONLY'))),
});
