import { z } from 'zod';
import { CURRENCIES } from '@bourses/common/money';

/** An amount of money (common/src/money.ts): whole centimes and the currency, never a float. */
export const moneyAnswerSchema = z.object({
  centimes: z.number().int().nonnegative(),
  currency: z.enum(CURRENCIES),
});
