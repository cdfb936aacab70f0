import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { challengedAnswer, secondStepMessage, signedInAnswer } from '../factors/sign-in-answer.ts';
import { passwordInput, requiredText } from '../auth-fields.ts';
import { noStore } from '../session/no-store.ts';
import { sessionOrigin } from '../session/session-origin.ts';
import { tooManyAttempts } from './login-throttle.ts';
import { signIn } from './sign-in.ts';

// Only presence is checked: a malformed e-mail is just a failed sign-in.
const loginSchema = z.object({
  email: requiredText('EMAIL_REQUIRED', 254).toLowerCase(),
  password: passwordInput('PASSWORD_REQUIRED'),
});

/**
 * POST /api/iam/public/auth/login. Unverified and unapproved students sign in too: their token
 * carries their approval status and the client sends them to /pending. An account with a second
 * factor, or staff without one, gets a challenge instead of tokens (factors/sign-in-step-routes.ts).
 */
export function createLoginRouter(context: AppContext): Router {
  const router = Router();
  const attemptsPerAddress = rateLimit(context.limits.loginAttemptsPerAddress, clientAddress);
  router.post('/api/iam/public/auth/login', attemptsPerAddress, noStore, async (req, res) => {
    const { email, password } = parseInput(loginSchema, req.body ?? {});

    const outcome = await signIn(context, { email, password, ...sessionOrigin(req) });
    if (outcome.kind === 'locked') throw tooManyAttempts(outcome.waitMs);

    const language = requestLanguage(req);
    if (outcome.kind === 'challenged') {
      res.json(challengedAnswer(outcome.step, translate(secondStepMessage(outcome.step), language)));
      return;
    }
    res.json(signedInAnswer(outcome.user, outcome.tokens, translate('LOGIN_SUCCEEDED', language), false));
  });
  return router;
}
