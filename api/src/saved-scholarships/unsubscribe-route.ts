import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { unsubscribeFromReminders } from './unsubscribe.ts';

const unsubscribeBody = z.object({
  token: z
    .string('UNSUBSCRIBE_LINK_INVALID')
    .min(1, 'UNSUBSCRIBE_LINK_INVALID')
    .max(200, 'UNSUBSCRIBE_LINK_INVALID'),
});

/**
 * POST /api/reminders/unsubscribe: the one-click unsubscribe of a reminder mail, without signing in
 * (the token is the proof); mounted before authentication, as the verification link is.
 */
export function createUnsubscribeRouter(context: AppContext): Router {
  const router = Router();
  router.post('/api/reminders/unsubscribe', async (req, res) => {
    const { token } = parseInput(unsubscribeBody, req.body ?? {});
    await unsubscribeFromReminders(context.db, token, context.clock.now());
    res.json({ success: true, message: translate('REMINDERS_UNSUBSCRIBED', requestLanguage(req)) });
  });
  return router;
}
