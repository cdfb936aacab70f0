import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { unauthenticated } from '../../../http/app-error.ts';
import { parseInput } from '../../../http/validate.ts';
import { requestLanguage } from '../../../i18n/language.ts';
import { translate } from '../../../i18n/messages.ts';
import { presentUser } from '../../user-presenter.ts';
import { passwordInput, requiredText } from '../auth-fields.ts';
import { noStore } from '../session/no-store.ts';
import { startSession } from '../session/session-tokens.ts';
import { checkCredentials } from './check-credentials.ts';
import { clearAccountFailures, lockRemainingMs, recordLoginFailure, throttleKeys, tooManyAttempts } from './login-throttle.ts';

// Only presence is checked: a malformed e-mail is just a failed sign-in.
const loginSchema = z.object({
  email: requiredText('EMAIL_REQUIRED', 254).toLowerCase(),
  password: passwordInput('PASSWORD_REQUIRED'),
});

/**
 * POST /api/iam/public/auth/login. Unverified and unapproved students sign in too: their token
 * carries their approval status and the client sends them to /pending.
 */
export function createLoginRouter(context: AppContext): Router {
  const { db, clock } = context;
  const router = Router();
  router.post('/api/iam/public/auth/login', noStore, async (req, res) => {
    const { email, password } = parseInput(loginSchema, req.body ?? {});
    // req.ip is the peer's address, or X-Forwarded-For's only when TRUST_PROXY is set.
    const keys = throttleKeys(email, req.ip ?? 'unknown');
    const waitMs = await lockRemainingMs(db, keys, clock.now());
    if (waitMs !== null) {
      res.set('Retry-After', String(Math.ceil(waitMs / 1000)));
      throw tooManyAttempts(waitMs);
    }

    const user = await checkCredentials(db, email, password);
    if (!user) {
      await recordLoginFailure(db, keys, clock.now());
      throw unauthenticated('INVALID_CREDENTIALS');
    }
    await clearAccountFailures(db, keys);
    const tokens = await startSession(context, user);

    const presented = presentUser(user);
    res.json({
      success: true,
      ...tokens,
      user: presented,
      approvalStatus: user.approvalStatus,
      isApproved: presented.isApproved,
      message: translate('LOGIN_SUCCEEDED', requestLanguage(req)),
    });
  });
  return router;
}
