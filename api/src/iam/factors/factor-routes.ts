import { Router, type Request } from 'express';
import { callerOf } from '#api/audit/audit-log.ts';
import { currentActor } from '#api/auth/actor.ts';
import { requireActor } from '#api/auth/authenticate.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { requireRecentAuthentication } from '../reauthentication/require-recent-authentication.ts';
import { noStore } from '../session/no-store.ts';
import { parseUserId, UUID_PATTERN } from '../users/user-id.ts';
import type { EnrollingAccount } from './enrolling-account.ts';
import { passkeyConfirmationBody, totpConfirmationBody } from './factor-schemas.ts';
import { factorsPolicy } from './factors-policy.ts';
import { confirmPasskeyEnrolment, startPasskeyEnrolment } from './passkey-enrolment.ts';
import { recoveryCodesLeft } from './recovery-codes.ts';
import { removeSecondFactor } from './remove-second-factor.ts';
import { resetSecondFactors } from './reset-second-factors.ts';
import { presentSecondFactor, secondFactorsOf } from './second-factors.ts';
import { enrolmentAnswer } from './sign-in-answer.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './totp-enrolment.ts';

/**
 * The signed-in user's second factors (/api/iam/auth/factors): list, add (TOTP or passkey) and
 * remove; adding and removing need a password or factor given in the last 10 minutes. And the
 * ADMIN's reset of another account's factors (audited).
 */
export function createFactorRouter(context: AppContext): Router {
  const router = Router();
  const { db } = context;
  const manageOwn = factorsPolicy.guard('manageOwn');

  /** The caller, once they proved recently that they are who their token says. */
  async function enrollingSignedIn(req: Request): Promise<EnrollingAccount> {
    const actor = currentActor(req);
    await requireRecentAuthentication(context, actor);
    return { via: 'session', userId: actor.id };
  }

  router.get('/api/iam/auth/factors', noStore, manageOwn, async (req, res) => {
    const { id } = currentActor(req);
    const [factors, left] = await Promise.all([secondFactorsOf(db, id), recoveryCodesLeft(db, id)]);
    res.json({ data: { factors: factors.map(presentSecondFactor), recoveryCodesLeft: left } });
  });

  router.post('/api/iam/auth/factors/totp', noStore, manageOwn, async (req, res) => {
    res.json({ data: await startTotpEnrolment(context, await enrollingSignedIn(req)) });
  });

  router.post('/api/iam/auth/factors/totp/confirm', noStore, manageOwn, async (req, res) => {
    const { code } = parseInput(totpConfirmationBody, req.body ?? {});
    const account = await enrollingSignedIn(req);
    const name = translate('TOTP_DEFAULT_NAME', requestLanguage(req));
    res.json({ data: enrolmentAnswer(await confirmTotpEnrolment(context, account, { code, name })) });
  });

  router.post('/api/iam/auth/factors/passkey', noStore, manageOwn, async (req, res) => {
    res.json({ data: await startPasskeyEnrolment(context, await enrollingSignedIn(req)) });
  });

  router.post('/api/iam/auth/factors/passkey/confirm', noStore, manageOwn, async (req, res) => {
    const { response, name } = parseInput(passkeyConfirmationBody, req.body ?? {});
    const account = await enrollingSignedIn(req);
    const named = name || translate('PASSKEY_DEFAULT_NAME', requestLanguage(req));
    res.json({
      data: enrolmentAnswer(await confirmPasskeyEnrolment(context, account, { response, name: named })),
    });
  });

  router.delete('/api/iam/auth/factors/:id', noStore, manageOwn, async (req, res) => {
    const factorId = req.params.id;
    if (typeof factorId !== 'string' || !UUID_PATTERN.test(factorId))
      throw notFound('SECOND_FACTOR_NOT_FOUND');
    const actor = currentActor(req);
    await requireRecentAuthentication(context, actor);
    await removeSecondFactor(context, actor, factorId.toLowerCase());
    res.json({ success: true, message: translate('SECOND_FACTOR_REMOVED', requestLanguage(req)) });
  });

  router.delete('/api/iam/users/:id/factors', noStore, requireActor, async (req, res) => {
    const userId = parseUserId(req.params.id);
    factorsPolicy.authorize(req.actor, 'reset', { userId });
    await requireRecentAuthentication(context, currentActor(req));
    await resetSecondFactors(context, callerOf(req), userId);
    res.json({ success: true, message: translate('SECOND_FACTORS_RESET', requestLanguage(req)) });
  });

  return router;
}
