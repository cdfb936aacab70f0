import { Router } from 'express';
import { z } from 'zod';
import { currentActor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { typeError } from '../account-fields.ts';
import { sessionsPolicy } from '../sessions/sessions-policy.ts';
import { reauthenticate, type ReauthenticationProof } from './reauthenticate.ts';

const proofText = (max: number) =>
  z
    .string({ error: typeError('REAUTHENTICATION_PROOF_REQUIRED') })
    .min(1, 'REAUTHENTICATION_PROOF_REQUIRED')
    .max(max)
    .nullish();

// Exactly one: the password, or a code of the authenticator app (or a recovery code).
const reauthenticateSchema = z
  .object({ password: proofText(256), code: proofText(64) })
  .transform(({ password, code }, ctx): ReauthenticationProof => {
    if (password && !code) return { password };
    if (code && !password) return { code };
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'REAUTHENTICATION_PROOF_REQUIRED' });
    return z.NEVER;
  });

/**
 * POST /api/iam/auth/reauthenticate `{ password }` or `{ code }`: the caller's session counts as
 * authenticated for 10 minutes more (require-recent-authentication.ts). Counted with the sign-in
 * attempts of the address: each costs an argon2 hash.
 */
export function createReauthenticateRouter(context: AppContext): Router {
  const router = Router();
  router.post(
    '/api/iam/auth/reauthenticate',
    sessionsPolicy.guard('manageOwn'),
    rateLimit(context.limits.loginAttemptsPerAddress, clientAddress),
    async (req, res) => {
      const proof = parseInput(reauthenticateSchema, req.body ?? {});
      await reauthenticate(context, { actor: currentActor(req), address: clientAddress(req) }, proof);
      res.json({ success: true, message: translate('REAUTHENTICATED', requestLanguage(req)) });
    },
  );
  return router;
}
