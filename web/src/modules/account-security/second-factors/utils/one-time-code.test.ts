import { describe, expect, it } from 'vitest';
import { normaliseOneTimeCode, normaliseRecoveryCode } from '@/modules/account-security/second-factors/utils/one-time-code';

describe('a typed code', () => {
  it('keeps six Latin digits, whatever spaces or marks were typed', () => {
    expect(normaliseOneTimeCode(' 123 456 ')).toBe('123456');
    expect(normaliseOneTimeCode('123-4567')).toBe('123456');
  });

  it('reads the digits of an Arabic keyboard as Latin ones', () => {
    expect(normaliseOneTimeCode('١٢٣٤٥٦')).toBe('123456');
    expect(normaliseOneTimeCode('۱۲۳۴۵۶')).toBe('123456');
  });

  it('keeps a recovery code as typed, trimmed, with Latin digits', () => {
    expect(normaliseRecoveryCode('  abcd-١٢٣٤ ')).toBe('abcd-1234');
  });
});
