import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { readRib } from '@bourses/common/rib';
import { moneyInputSchema } from '#api/http/money-input.ts';

const OTHER_WAYS_MAX_LENGTH = 2000;
const NAME_MAX_LENGTH = 200;

/**
 * The RIB as typed, spaces and dashes allowed, kept as its 24 digits; its key is checked
 * (common/src/rib.ts). Empty clears it: no transfer is offered until one is set.
 */
const ribSchema = z
  .string('RIB_INVALID')
  .trim()
  .max(60, 'RIB_INVALID')
  .transform((typed, context) => {
    if (typed === '') return '';
    const rib = readRib(typed);
    if (!rib) {
      context.addIssue({ code: 'custom', message: 'RIB_INVALID' });
      return z.NEVER;
    }
    return rib.rib;
  });

/** What an ADMIN sets (PUT /api/payments/settings); a language left out of `instructions` keeps what it had. */
export const paymentSettingsInputSchema = z.object({
  registrationFee: moneyInputSchema.transform((fee, context) => {
    if (fee) return fee;
    context.addIssue({ code: 'custom', message: 'MONEY_INVALID' });
    return z.NEVER;
  }),
  payee: z.string().trim().max(NAME_MAX_LENGTH),
  bankName: z.string().trim().max(NAME_MAX_LENGTH),
  rib: ribSchema,
  instructions: z
    .array(
      z.object({
        language: z.enum(LANGUAGES, 'LANGUAGE_INVALID'),
        otherWays: z.string().trim().max(OTHER_WAYS_MAX_LENGTH),
      }),
    )
    .max(LANGUAGES.length)
    .refine((list) => new Set(list.map((item) => item.language)).size === list.length, 'LANGUAGE_INVALID'),
});

export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

export const contractLanguageParams = z.object({ language: z.enum(LANGUAGES, 'LANGUAGE_INVALID') });
