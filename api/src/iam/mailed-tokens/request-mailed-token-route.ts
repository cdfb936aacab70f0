import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '#api/context.ts';
import { bodyEmail, clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate, type MessageKey } from '#api/i18n/messages.ts';
import { emailField } from '../account-fields.ts';
import type { MailedTokenKind } from './mailed-token-kind.ts';
import { requestMailedToken } from './request-mailed-token.ts';

/** The budgets every action that mails a link spends: per client address, then per e-mail address. */
export function mailBudgets({ limits }: AppContext): RequestHandler[] {
  return [rateLimit(limits.mailsPerAddress, clientAddress), rateLimit(limits.mailsPerEmail, bodyEmail)];
}

const requestSchema = z.object({ email: emailField });

/**
 * POST `path` with an address: a new link of the kind is mailed when the address has an account that
 * may have one. Always the same answer, `answer`, whatever the address.
 */
export function createMailedTokenRequestRouter(
  context: AppContext,
  { path, kind, answer }: { path: string; kind: MailedTokenKind; answer: MessageKey },
): Router {
  const router = Router();
  router.post(path, ...mailBudgets(context), async (req, res) => {
    const { email } = parseInput(requestSchema, req.body ?? {});

    await requestMailedToken(context, kind, email);

    res.json({ success: true, message: translate(answer, requestLanguage(req)) });
  });
  return router;
}
