import { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { currentActor } from '#api/auth/actor.ts';
import { unauthenticated } from '#api/http/app-error.ts';
import { presentUser } from '../user-presenter.ts';
import { withSecondFactorFlagOf } from '../factors/second-factor-flag.ts';
import { withAccountConversationOf } from '#api/correspondence/account-conversations.ts';
import { ownAccountPolicy } from '../auth-policy.ts';
import { findUserById } from './find-user.ts';
import { noStore } from './no-store.ts';

/** GET /api/iam/auth/me: the caller as stored now (an approval since sign-in shows at once). */
export function createMeRouter({ db }: AppContext): Router {
  const router = Router();
  router.get('/api/iam/auth/me', noStore, ownAccountPolicy.guard('read'), async (req, res) => {
    const user = await findUserById(db, currentActor(req).id);
    if (!user) throw unauthenticated('ACCOUNT_NOT_FOUND');
    const flagged = await withSecondFactorFlagOf(db, req.actor, presentUser(user));
    res.json({ data: await withAccountConversationOf(db, req.actor, flagged) });
  });
  return router;
}
