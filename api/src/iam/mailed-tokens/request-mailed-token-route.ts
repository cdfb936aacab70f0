import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { mailBudgetKey, withinMailBudget } from '#api/abuse/mail-budget.ts';
import type { AppContext } from '#api/context.ts';
import { bodyEmail, clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate, type MessageKey } from '#api/i18n/messages.ts';
import { emailField } from '../account-fields.ts';
import { enqueueAccountMail, type AccountMailRequest } from '../account-mails/account-mail-jobs.ts';

/**
 * The budgets of a signed-in action that mails a link (a corrected address): per client address,
 * then per (e-mail, client address) pair, each refused with a 429 past its limit.
 */
export function mailBudgets({ limits }: AppContext): RequestHandler[] {
  const pairKey = (req: Request) => {
    const email = bodyEmail(req);
    return email === undefined ? undefined : mailBudgetKey(email, clientAddress(req));
  };
  return [rateLimit(limits.mailsPerAddress, clientAddress), rateLimit(limits.mailsPerEmail, pairKey)];
}

/**
 * For a public form: the mail it asks for, enqueued when the (e-mail, client address) pair's budget
 * allows, silently dropped past it. Either way the same work whatever the address, and no account
 * looked up here (docs/security.md, Accounts cannot be enumerated).
 */
async function requestAccountMail(
  context: AppContext,
  req: Request,
  request: AccountMailRequest,
): Promise<void> {
  if (await withinMailBudget(context.limits.mailsPerEmail, request.email, clientAddress(req))) {
    await context.db
      .transaction()
      .execute((trx) => enqueueAccountMail(context.jobs, trx, request, context.clock.now()));
  }
}

const requestSchema = z.object({ email: emailField });

/**
 * POST `path` with an address: a new link of the kind is mailed when the address has an account that
 * may have one. Always the same answer, `answer`, in the same time, whatever the address.
 */
export function createMailedTokenRequestRouter(
  context: AppContext,
  { path, request, answer }: { path: string; request: 'verification' | 'password-reset'; answer: MessageKey },
): Router {
  const router = Router();
  router.post(path, rateLimit(context.limits.mailsPerAddress, clientAddress), async (req, res) => {
    const { email } = parseInput(requestSchema, req.body ?? {});

    await requestAccountMail(context, req, { request, email });

    res.json({ success: true, message: translate(answer, requestLanguage(req)) });
  });
  return router;
}
