import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY, moneyFromAmount } from '@bourses/common/money';

/**
 * An amount of money as a form sends it, `{ amount: 1250.5, currency: 'MAD' }` (the currency may be
 * left out), read as exact centimes (common/src/money.ts); absent or null is none. Anything else is
 * refused with MONEY_INVALID, whichever field it is.
 */
export const moneyInputSchema = z
  .object(
    {
      amount: z.number('MONEY_INVALID'),
      currency: z.enum(CURRENCIES, 'MONEY_INVALID').default(DEFAULT_CURRENCY),
    },
    'MONEY_INVALID',
  )
  .nullish()
  .transform((typed, context) => {
    if (!typed) return null;
    const money = moneyFromAmount(typed.amount, typed.currency);
    if (!money) context.addIssue({ code: 'custom', message: 'MONEY_INVALID' });
    return money;
  });
