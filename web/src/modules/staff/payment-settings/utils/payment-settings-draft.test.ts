import { describe, expect, it } from 'vitest';
import { ribKey } from '@bourses/common/rib';
import { ribError, toPaymentSettingsInput, validatePaymentSettings, type PaymentSettingsDraft } from '@/modules/staff/payment-settings/utils/payment-settings-draft';

const makeDraft = (overrides: Partial<PaymentSettingsDraft> = {}): PaymentSettingsDraft => ({
  registrationFee: '150',
  payee: 'Association Bourses Maroc',
  bankName: 'Bank Al-Maghrib',
  rib: '001 810 0078000201106203 18',
  otherWays: { fr: 'CashPlus ou Wafacash', ar: '', en: '' },
  ...overrides,
});

describe('the payment settings form', () => {
  it('checks the RIB as it is typed: empty, incomplete, a wrong key, right', () => {
    const digits = '0117800000123456789012';

    expect(ribError('')).toBeNull();
    expect(ribError('011 780')).toBe('RIB_INCOMPLETE');
    expect(ribError('001 810 0078000201106203 19')).toBe('RIB_INVALID');
    expect(ribError(`${digits}${ribKey(digits)}`)).toBeNull();
  });

  it('refuses a fee that is not an amount of money', () => {
    expect(validatePaymentSettings(makeDraft({ registrationFee: '-5' }))).toEqual({ registrationFee: 'FEE_INVALID' });
    expect(validatePaymentSettings(makeDraft())).toEqual({});
  });

  it('sends the fee in dirhams and every language’s other ways', () => {
    const input = toPaymentSettingsInput(makeDraft({ registrationFee: '1 250,50' }));

    expect(input.registrationFee).toEqual({ amount: 1250.5, currency: 'MAD' });
    expect(input.instructions).toEqual([
      { language: 'FR', otherWays: 'CashPlus ou Wafacash' },
      { language: 'AR', otherWays: '' },
      { language: 'EN', otherWays: '' },
    ]);
  });
});
