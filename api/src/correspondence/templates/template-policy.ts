import { isStaff } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '#api/auth/policy.ts';
import { AppError } from '#api/http/app-error.ts';

// Saved replies are the staff's, shared by every staff member (AGENT and ADMIN alike): a visitor is
// asked to sign in (401), a student refused (403).

interface MessageTemplateResources {
  /** List, write, change and delete any saved reply. */
  manage: NoResource;
}

export const messageTemplatePolicy = definePolicy<MessageTemplateResources>({
  manage: signedIn((actor) => (isStaff(actor) ? ALLOWED : new AppError(403, 'MESSAGE_TEMPLATES_STAFF_ONLY'))),
});
