import { describe, expect, it } from 'vitest';
import { accountDecisions } from '@/modules/staff/accounts/utils/account-decisions';

describe('the decisions on an account', () => {
  it('let staff approve or reject a verified student waiting for a decision', () => {
    expect(accountDecisions({ role: 'CLIENT', approvalStatus: 'PENDING', isVerified: true })).toEqual({
      approve: true,
      reject: true,
      approveBlocked: null,
    });
  });

  it('keep Approve disabled, with its reason, for a student whose e-mail is unverified', () => {
    expect(accountDecisions({ role: 'CLIENT', approvalStatus: 'PENDING', isVerified: false }).approveBlocked).toBe(
      'UNVERIFIED',
    );
  });

  it('offer no approval of an approved student, no rejection of a rejected one', () => {
    expect(accountDecisions({ role: 'CLIENT', approvalStatus: 'APPROVED', isVerified: true })).toMatchObject({
      approve: false,
      reject: true,
    });
    expect(accountDecisions({ role: 'CLIENT', approvalStatus: 'REJECTED', isVerified: false })).toMatchObject({
      approve: true,
      reject: false,
    });
  });

  it('offer no decision at all on an agent’s or an admin’s account', () => {
    for (const role of ['AGENT', 'ADMIN'] as const) {
      expect(accountDecisions({ role, approvalStatus: 'APPROVED', isVerified: true })).toEqual({
        approve: false,
        reject: false,
        approveBlocked: null,
      });
    }
  });
});
