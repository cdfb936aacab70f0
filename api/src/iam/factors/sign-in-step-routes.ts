import { Router, type Request } from 'express';
import type { AppContext } from '#api/context.ts';
import { clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { noStore } from '../session/no-store.ts';
import { sessionOrigin } from '../session/session-origin.ts';
import { completeSignIn, type SecondFactorGiven } from './complete-sign-in.ts';
import type { EnrollingAccount } from './enrolling-account.ts';
import {
  challengeBody,
  completeSignInBody,
  passkeyConfirmationBody,
  totpConfirmationBody,
} from './factor-schemas.ts';
import { confirmPasskeyEnrolment, startPasskeyEnrolment } from './passkey-enrolment.ts';
import { passkeySignInOptions } from './passkeys.ts';
import { enrolmentAnswer, signedInAnswer } from './sign-in-answer.ts';
import { openChallengeOf } from './sign-in-challenges.ts';
import { confirmTotpEnrolment, startTotpEnrolment } from './totp-enrolment.ts';

/**
 * The second step of a sign-in, before any token (docs/security.md, "Second factors"): meeting a
 * challenge with a factor, the passkey prompt's options, and the enrolment a staff member without
 * a factor must make. The challenge is the only credential here: it opens nothing else, and each
 * call counts with the address's sign-in attempts.
 */
export function createSignInStepRouter(context: AppContext): Router {
  const router = Router();
  const { db, clock } = context;
  const attemptsPerAddress = rateLimit(context.limits.loginAttemptsPerAddress, clientAddress);

  /** The staff member enrolling at sign-in, named by their enrolment challenge. */
  async function enrollingAtSignIn(req: Request): Promise<EnrollingAccount> {
    const { challenge } = parseInput(challengeBody, req.body ?? {});
    const open = await openChallengeOf(db, challenge, 'enrolment', clock.now());
    return { via: 'challenge', userId: open.userId, challenge: open, origin: sessionOrigin(req) };
  }

  router.post('/api/iam/public/auth/complete-sign-in', attemptsPerAddress, noStore, async (req, res) => {
    const body = parseInput(completeSignInBody, req.body ?? {});
    const given: SecondFactorGiven =
      body.code !== undefined
        ? { code: body.code }
        : body.recoveryCode !== undefined
          ? { recoveryCode: body.recoveryCode }
          : { passkey: body.passkey };

    const { user, tokens } = await completeSignIn(context, body.challenge, given, sessionOrigin(req));

    res.json(signedInAnswer(user, tokens, translate('LOGIN_SUCCEEDED', requestLanguage(req)), true));
  });

  router.post('/api/iam/public/auth/passkey-options', attemptsPerAddress, noStore, async (req, res) => {
    const { challenge } = parseInput(challengeBody, req.body ?? {});
    const open = await openChallengeOf(db, challenge, 'sign-in', clock.now());
    res.json({ data: await passkeySignInOptions(context, open) });
  });

  router.post('/api/iam/public/auth/enrolment/totp', attemptsPerAddress, noStore, async (req, res) => {
    res.json({ data: await startTotpEnrolment(context, await enrollingAtSignIn(req)) });
  });

  router.post(
    '/api/iam/public/auth/enrolment/totp/confirm',
    attemptsPerAddress,
    noStore,
    async (req, res) => {
      const account = await enrollingAtSignIn(req);
      const { code } = parseInput(totpConfirmationBody, req.body ?? {});
      const name = translate('TOTP_DEFAULT_NAME', requestLanguage(req));
      res.json({ data: enrolmentAnswer(await confirmTotpEnrolment(context, account, { code, name })) });
    },
  );

  router.post('/api/iam/public/auth/enrolment/passkey', attemptsPerAddress, noStore, async (req, res) => {
    res.json({ data: await startPasskeyEnrolment(context, await enrollingAtSignIn(req)) });
  });

  router.post(
    '/api/iam/public/auth/enrolment/passkey/confirm',
    attemptsPerAddress,
    noStore,
    async (req, res) => {
      const account = await enrollingAtSignIn(req);
      const { response, name } = parseInput(passkeyConfirmationBody, req.body ?? {});
      const named = name || translate('PASSKEY_DEFAULT_NAME', requestLanguage(req));
      res.json({
        data: enrolmentAnswer(await confirmPasskeyEnrolment(context, account, { response, name: named })),
      });
    },
  );

  return router;
}
