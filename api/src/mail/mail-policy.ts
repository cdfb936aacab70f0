import { isStaff } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '#api/auth/policy.ts';
import { forbidden } from '#api/http/app-error.ts';

interface MailResources {
  /** The mails that failed for good: recipients and errors, for staff to follow up. */
  listFailed: NoResource;
}

export const mailPolicy = definePolicy<MailResources>({
  listFailed: signedIn((actor) => (isStaff(actor) ? ALLOWED : forbidden())),
});
