import { isAdmin } from '#api/auth/actor.ts';
import { ALLOWED, definePolicy, type NoResource, signedIn } from '#api/auth/policy.ts';
import { AppError, forbidden } from '#api/http/app-error.ts';

interface FactorsResources {
  /** List, add and remove one's own factors: anyone signed in (staff must keep one, factor removal says so). */
  manageOwn: NoResource;
  /** Remove every factor of another account (a lost phone): ADMIN only, never their own. */
  reset: { userId: string };
}

export const factorsPolicy = definePolicy<FactorsResources>({
  manageOwn: signedIn(() => ALLOWED),
  reset: signedIn((actor, { userId }) => {
    if (!isAdmin(actor)) return forbidden();
    return actor.id === userId ? new AppError(400, 'CANNOT_RESET_OWN_FACTORS') : ALLOWED;
  }),
});
