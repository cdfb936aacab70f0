import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requireSignedIn, currentPrincipal } from '../../../auth/authenticate.ts';
import { parseInput } from '../../../http/validate.ts';
import { requestLanguage } from '../../../i18n/language.ts';
import { translate } from '../../../i18n/messages.ts';
import { familyOfToken, revokeFamily, revokeUserSessions } from './refresh-tokens.ts';

const logoutSchema = z.object({ refreshToken: z.string({ error: 'TEXT_EXPECTED' }).max(200).optional() });

/**
 * POST /api/iam/auth/logout: ends the session of the given refresh token, or every session of the
 * caller when none is given. Another user's token is left alone.
 */
export function createLogoutRouter({ db, clock }: AppContext): Router {
  const router = Router();
  router.post('/api/iam/auth/logout', requireSignedIn, async (req, res) => {
    const { userId } = currentPrincipal(req);
    const { refreshToken } = parseInput(logoutSchema, req.body ?? {});

    const session = refreshToken ? await familyOfToken(db, refreshToken) : undefined;
    if (session?.userId === userId) await revokeFamily(db, session.familyId, clock.now());
    else if (!refreshToken) await revokeUserSessions(db, userId, clock.now());

    res.json({ success: true, message: translate('LOGGED_OUT', requestLanguage(req)) });
  });
  return router;
}
