import { isStaff } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, signedIn, type NoResource } from '#api/auth/policy.ts';
import { forbidden } from '#api/http/app-error.ts';

// Bank statements are the office's (docs/payments.md, "Bank statement import"): staff import them
// and read what they came to; a student never sees another's payment through them.
interface StatementResources {
  import: NoResource;
  read: NoResource;
}

const staffOnly = signedIn((actor) => (isStaff(actor) ? ALLOWED : forbidden()));

export const statementPolicy = definePolicy<StatementResources>({
  import: staffOnly,
  read: staffOnly,
});
