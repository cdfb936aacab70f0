import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { currentActor } from '#api/auth/actor.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { passwordInput } from '../auth-fields.ts';
import { ownAccountPolicy } from '../auth-policy.ts';
import { noStore } from '../session/no-store.ts';
import { deleteOwnAccount } from './delete-own-account.ts';

const deleteAccountSchema = z.object({ password: passwordInput('ACCOUNT_DELETION_PASSWORD_REQUIRED') });

/**
 * POST /api/iam/auth/delete-account `{ password }`: the caller's own account is deleted (students
 * only, ownAccountPolicy); every session ends and the e-mail address can register again.
 */
export function createDeleteOwnAccountRouter(context: AppContext): Router {
  const router = Router();
  router.post(
    '/api/iam/auth/delete-account',
    noStore,
    ownAccountPolicy.guard('deleteAccount'),
    async (req, res) => {
      const { password } = parseInput(deleteAccountSchema, req.body ?? {});
      const userId = currentActor(req).id;
      await deleteOwnAccount(context, { userId, address: req.ip ?? 'unknown', logger: req.log }, password);
      // Who, never a name or an address: the account is gone, its id is what the logs already carry.
      req.log.info({ userId }, 'account deleted by its owner');
      res.json({ success: true, message: translate('ACCOUNT_DELETED', requestLanguage(req)) });
    },
  );
  return router;
}
