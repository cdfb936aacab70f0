import { ribKey } from '@bourses/common/rib';

/** Bank Al-Maghrib's published RIB (common/src/rib.ts), as an attestation prints it. */
export const PUBLISHED_RIB = '001 810 0078000201106203 18';

/** A RIB whose key is right, for another account number. */
export const ribOf = (first22Digits: string) => `${first22Digits}${ribKey(first22Digits)}`;

/** A whole PUT /api/payments/settings body. */
export const paymentSettingsPayload = (overrides: Record<string, unknown> = {}) => ({
  registrationFee: { amount: 150, currency: 'MAD' },
  payee: 'Association Bourses Maroc',
  bankName: 'Bank Al-Maghrib',
  rib: PUBLISHED_RIB,
  instructions: [
    { language: 'fr', otherWays: 'En espèces dans une agence CashPlus ou Wafacash.' },
    { language: 'ar', otherWays: 'نقدًا في وكالة كاش بلوس أو وفاكاش.' },
  ],
  ...overrides,
});
