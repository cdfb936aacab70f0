import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { bodyEmail, clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { emailField } from '../account-fields.ts';
import { resendVerification } from './resend-verification.ts';

const resendSchema = z.object({ email: emailField });

/** POST /api/iam/public/auth/resend-verification: always the same answer, whatever the address. */
export function createResendVerificationRouter(context: AppContext): Router {
  const router = Router();
  const { mailsPerAddress, mailsPerEmail } = context.limits;
  router.post(
    '/api/iam/public/auth/resend-verification',
    rateLimit(mailsPerAddress, clientAddress),
    rateLimit(mailsPerEmail, bodyEmail),
    async (req, res) => {
      const { email } = parseInput(resendSchema, req.body);

      await resendVerification(context, email);

      res.json({ success: true, message: translate('VERIFICATION_RESENT', requestLanguage(req)) });
    },
  );
  return router;
}
