import { LANGUAGES, type Language } from '@bourses/common/languages';
import { readRib, RIB_LENGTH } from '@bourses/common/rib';
import type { PaymentSettingsInput, StaffPaymentSettingsQuery } from '@/modules/staff/__generated__/graphql';
import { toGraphQLLanguage, fromGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { typedApplicationFee } from '@/modules/staff/scholarships/utils/scholarship-draft';

/** The settings form as typed. */
export interface PaymentSettingsDraft {
  registrationFee: string;
  payee: string;
  bankName: string;
  rib: string;
  otherWays: Record<Language, string>;
}

export type PaymentSettingsError = 'FEE_INVALID' | 'RIB_INCOMPLETE' | 'RIB_INVALID';

export function draftOf(settings: StaffPaymentSettingsQuery['paymentSettings']): PaymentSettingsDraft {
  const otherWays: Record<Language, string> = { fr: '', ar: '', en: '' };
  for (const instructions of settings.allInstructions) otherWays[fromGraphQLLanguage(instructions.language)] = instructions.otherWays;
  return {
    registrationFee: String(settings.registrationFee.amount),
    payee: settings.payee,
    bankName: settings.bankName,
    rib: settings.rib,
    otherWays,
  };
}

/**
 * The RIB as it is typed (common/src/rib.ts): nothing is fine (no transfer offered), fewer than 24
 * digits is incomplete, 24 whose key is wrong is a mistyped RIB.
 */
export function ribError(typed: string): PaymentSettingsError | null {
  const digits = typed.replace(/\D/g, '');
  if (typed.trim() === '') return null;
  if (digits.length !== RIB_LENGTH) return 'RIB_INCOMPLETE';
  return readRib(typed) ? null : 'RIB_INVALID';
}

/** What is wrong with the draft, by field. */
export function validatePaymentSettings(draft: PaymentSettingsDraft): Partial<Record<'registrationFee' | 'rib', PaymentSettingsError>> {
  const fee = typedApplicationFee(draft.registrationFee);
  const rib = ribError(draft.rib);
  return {
    ...(fee === undefined ? { registrationFee: 'FEE_INVALID' as const } : {}),
    ...(rib ? { rib } : {}),
  };
}

/** The draft as the mutation takes it; an empty fee is free. Call it on a valid draft. */
export function toPaymentSettingsInput(draft: PaymentSettingsDraft): PaymentSettingsInput {
  return {
    registrationFee: { amount: typedApplicationFee(draft.registrationFee) ?? 0, currency: 'MAD' },
    payee: draft.payee.trim(),
    bankName: draft.bankName.trim(),
    rib: draft.rib.trim(),
    instructions: LANGUAGES.map((language) => ({ language: toGraphQLLanguage(language), otherWays: draft.otherWays[language].trim() })),
  };
}
