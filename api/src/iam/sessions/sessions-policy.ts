import { isAdmin } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '#api/auth/policy.ts';
import { forbidden } from '#api/http/app-error.ts';

// Who may see and end sessions: anyone their own, an ADMIN anyone's (all at once).

interface SessionsResources {
  /** List one's own sessions, end one of them or all the others. */
  manageOwn: NoResource;
  /** End every session of an account (a lost phone, a departing agent): audited. */
  endUserSessions: NoResource;
}

export const sessionsPolicy = definePolicy<SessionsResources>({
  manageOwn: signedIn(() => ALLOWED),
  endUserSessions: signedIn((actor) => (isAdmin(actor) ? ALLOWED : forbidden())),
});
