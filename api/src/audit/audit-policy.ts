import { isAdmin } from '../auth/actor.ts';
import { ALLOWED, definePolicy, signedIn, type NoResource } from '../auth/policy.ts';
import { forbidden } from '../http/app-error.ts';

// The audit log is read by ADMIN only (docs/security.md, "Audit log"): agents are among those it watches.
export const auditPolicy = definePolicy<{ read: NoResource }>({
  read: signedIn((actor) => (isAdmin(actor) ? ALLOWED : forbidden())),
});
