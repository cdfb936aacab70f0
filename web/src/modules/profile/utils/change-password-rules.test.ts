import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateNewPassword } from '@/modules/profile/utils/change-password-rules';

describe('the change password rules', () => {
  it('accept a new password of 8 characters, confirmed and different', () => {
    expect(validateChangePassword({ currentPassword: 'old-secret', newPassword: 'new-pass', confirmPassword: 'new-pass' })).toEqual({});
  });

  it('need at least 8 characters', () => {
    expect(validateChangePassword({ currentPassword: 'old-secret', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'TOO_SHORT',
    });
  });

  it('need the confirmation to match', () => {
    expect(
      validateChangePassword({ currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secrets' }),
    ).toEqual({ confirmPassword: 'PASSWORDS_DIFFER' });
  });

  it('need the new password to differ from the current one', () => {
    expect(
      validateChangePassword({ currentPassword: 'same-secret', newPassword: 'same-secret', confirmPassword: 'same-secret' }),
    ).toEqual({ newPassword: 'SAME_AS_CURRENT' });
  });
});

describe('the new password chosen through a reset link', () => {
  it('needs at least 8 characters and a matching confirmation, with no current password to compare', () => {
    expect(validateNewPassword({ newPassword: 'new-pass', confirmPassword: 'new-pass' })).toEqual({});
    expect(validateNewPassword({ newPassword: 'short', confirmPassword: 'short' })).toEqual({ newPassword: 'TOO_SHORT' });
    expect(validateNewPassword({ newPassword: 'new-secret', confirmPassword: 'other' })).toEqual({
      confirmPassword: 'PASSWORDS_DIFFER',
    });
  });
});
