import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { typeError } from '../account-fields.ts';
import { NEW_PASSWORD_FIELDS, newPasswordConfirmed } from '../new-password-fields.ts';
import { noStore } from '../session/no-store.ts';
import { sessionOrigin } from '../session/session-origin.ts';
import { challengedAnswer, signedInAnswer } from '../factors/sign-in-answer.ts';
import { resetPassword } from './reset-password.ts';

// A change's new-password rules (new-password-fields.ts): at least 8 characters, confirmed when sent.
const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: typeError('RESET_LINK_INVALID', 'RESET_LINK_INVALID') })
      .min(1, 'RESET_LINK_INVALID')
      .max(200, 'RESET_LINK_INVALID'),
    ...NEW_PASSWORD_FIELDS,
  })
  .superRefine(newPasswordConfirmed);

/**
 * POST /api/iam/public/auth/reset-password: the page the reset link opens sends the token and the new
 * password; every session of the account ends and the answer signs the caller in, as login's does
 * (a challenge when a second step is due).
 * Counted with the sign-in attempts of the address: each costs an argon2 hash.
 */
export function createResetPasswordRouter(context: AppContext): Router {
  const router = Router();
  router.post(
    '/api/iam/public/auth/reset-password',
    rateLimit(context.limits.loginAttemptsPerAddress, clientAddress),
    noStore,
    async (req, res) => {
      const input = parseInput(resetPasswordSchema, req.body ?? {});

      const outcome = await resetPassword(context, input, sessionOrigin(req));

      const language = requestLanguage(req);
      if ('step' in outcome) {
        res.json(challengedAnswer(outcome.step, translate('PASSWORD_RESET_SECOND_STEP', language)));
        return;
      }
      res.json(signedInAnswer(outcome.user, outcome.tokens, translate('PASSWORD_RESET_DONE', language), false));
    },
  );
  return router;
}
