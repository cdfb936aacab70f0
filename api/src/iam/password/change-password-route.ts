import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { currentActor } from '#api/auth/actor.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { passwordInput } from '../auth-fields.ts';
import { ownAccountPolicy } from '../auth-policy.ts';
import { NEW_PASSWORD_FIELDS, newPasswordConfirmed } from '../new-password-fields.ts';
import { noStore } from '../session/no-store.ts';
import { sessionOrigin } from '../session/session-origin.ts';
import { changePassword } from './change-password.ts';

const changePasswordSchema = z
  .object({
    currentPassword: passwordInput('CURRENT_PASSWORD_REQUIRED'),
    ...NEW_PASSWORD_FIELDS,
    endOtherSessions: z.boolean({ error: 'END_OTHER_SESSIONS_INVALID' }).default(true),
  })
  .superRefine(newPasswordConfirmed);

/**
 * POST /api/iam/auth/change-password: answers a fresh token pair; this session's earlier tokens end,
 * and so does every other session unless `endOtherSessions` is false. The current password it asks
 * for counts as a re-authentication (no recent sign-in needed).
 */
export function createChangePasswordRouter(context: AppContext): Router {
  const router = Router();
  router.post(
    '/api/iam/auth/change-password',
    noStore,
    ownAccountPolicy.guard('changePassword'),
    async (req, res) => {
      const passwords = parseInput(changePasswordSchema, req.body ?? {});

      const actor = currentActor(req);
      const caller = { userId: actor.id, sessionId: actor.sessionId, ...sessionOrigin(req) };
      const tokens = await changePassword(context, caller, passwords);

      res.json({ success: true, message: translate('PASSWORD_CHANGED', requestLanguage(req)), ...tokens });
    },
  );
  return router;
}
