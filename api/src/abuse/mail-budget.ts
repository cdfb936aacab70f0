import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The key of the mails-per-e-mail budget: the address mailed and the client asking. Counted per pair,
 * so that one machine asking for someone's links spends its own budget, never the owner's
 * (docs/security.md, Mail budgets).
 */
export const mailBudgetKey = (email: string, clientAddress: string): string =>
  `${email.trim().toLowerCase()} ${clientAddress}`;

/**
 * Spends one mail of the pair's budget; false once it is spent. A public form past it answers as
 * always and simply sends nothing more: a refusal would tell the caller something about the address.
 */
export async function withinMailBudget(
  limiter: RateLimiterAbstract,
  email: string,
  clientAddress: string,
): Promise<boolean> {
  try {
    await limiter.consume(mailBudgetKey(email, clientAddress));
    return true;
  } catch (error) {
    // rate-limiter-flexible rejects with its result when the limit is reached, with an Error otherwise.
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
