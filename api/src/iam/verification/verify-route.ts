import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { AppError } from '#api/http/app-error.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { verifyEmail } from './verify-email.ts';

const verifyQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/iam/public/auth/verify?token=: the link of the verification e-mail. */
export function createVerifyRouter(context: AppContext): Router {
  const router = Router();
  router.get('/api/iam/public/auth/verify', async (req, res) => {
    const query = verifyQuerySchema.safeParse(req.query);
    if (!query.success) throw new AppError(400, 'VERIFICATION_LINK_INVALID');

    await verifyEmail(context.db, query.data.token, context.clock.now());

    res.json({ success: true, message: translate('EMAIL_VERIFIED', requestLanguage(req)) });
  });
  return router;
}
