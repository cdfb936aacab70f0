import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { currentActor } from '#api/auth/actor.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { emailField } from '../account-fields.ts';
import { ownAccountPolicy } from '../auth-policy.ts';
import { mailBudgets } from '../mailed-tokens/request-mailed-token-route.ts';
import { requireRecentAuthentication } from '../reauthentication/require-recent-authentication.ts';
import { presentUser } from '../user-presenter.ts';
import { changeUnverifiedEmail } from './change-email.ts';

const changeEmailSchema = z.object({ email: emailField });

/**
 * POST /api/iam/auth/change-email: a student corrects an address not verified yet and is mailed a
 * new link there. It sends a verification mail, so it spends the same budgets as resend-verification.
 */
export function createChangeEmailRouter(context: AppContext): Router {
  const router = Router();
  router.post(
    '/api/iam/auth/change-email',
    ownAccountPolicy.guard('changeEmail'),
    ...mailBudgets(context),
    async (req, res) => {
      const { email } = parseInput(changeEmailSchema, req.body ?? {});
      await requireRecentAuthentication(context, currentActor(req));

      const user = await changeUnverifiedEmail(context, currentActor(req).id, email);

      res.json({
        success: true,
        message: translate('VERIFICATION_EMAIL_CHANGED', requestLanguage(req)),
        data: presentUser(user),
      });
    },
  );
  return router;
}
