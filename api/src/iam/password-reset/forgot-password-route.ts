import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { bodyEmail, clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { emailField } from '../account-fields.ts';
import { requestPasswordReset } from './request-password-reset.ts';

const forgotPasswordSchema = z.object({ email: emailField });

/**
 * POST /api/iam/public/auth/forgot-password: always the same answer, whatever the address; it spends
 * the same mail budgets as resend-verification (per client address, then per e-mail address).
 */
export function createForgotPasswordRouter(context: AppContext): Router {
  const router = Router();
  const { mailsPerAddress, mailsPerEmail } = context.limits;
  router.post(
    '/api/iam/public/auth/forgot-password',
    rateLimit(mailsPerAddress, clientAddress),
    rateLimit(mailsPerEmail, bodyEmail),
    async (req, res) => {
      const { email } = parseInput(forgotPasswordSchema, req.body ?? {});

      await requestPasswordReset(context, email);

      res.json({ success: true, message: translate('PASSWORD_RESET_REQUESTED', requestLanguage(req)) });
    },
  );
  return router;
}
