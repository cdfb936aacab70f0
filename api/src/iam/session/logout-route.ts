import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { bearerToken } from '#api/auth/authenticate.ts';
import { findActor } from '#api/auth/find-actor.ts';
import { unauthenticated } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { familyOfToken, revokeFamily, revokeUserSessions } from './refresh-tokens.ts';

const logoutSchema = z.object({ refreshToken: z.string({ error: 'TEXT_EXPECTED' }).max(200).optional() });

/**
 * POST /api/iam/auth/logout: ends the session of the given refresh token (its access tokens stop
 * working too), or every session of the caller when only an access token is given. Mounted before
 * `authenticate`: holding the refresh token is enough, so an expired access token does not stop it.
 * With a valid access token, another user's refresh token is left alone.
 */
export function createLogoutRouter({ db, clock, accessTokens }: AppContext): Router {
  const router = Router();
  router.post('/api/iam/auth/logout', async (req, res) => {
    const { refreshToken } = parseInput(logoutSchema, req.body ?? {});
    const token = bearerToken(req);
    const caller = token ? await accessTokens.verify(token) : null;

    if (refreshToken) {
      const session = await familyOfToken(db, refreshToken);
      if (session && (!caller || caller.userId === session.userId))
        await revokeFamily(db, session.familyId, clock.now());
    } else {
      // Ending every session takes a live one: a signed-out token must not sign the others out.
      const found = caller ? await findActor(db, caller) : undefined;
      if (found?.kind !== 'found') throw unauthenticated();
      await revokeUserSessions(db, found.actor.id, clock.now());
    }

    res.json({ success: true, message: translate('LOGGED_OUT', requestLanguage(req)) });
  });
  return router;
}
