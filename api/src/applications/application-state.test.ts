import { describe, expect, it } from 'vitest';
import { nextStatus } from './application-state.ts';

describe('nextStatus', () => {
  it('lets the owner send a new receipt while pending, after a rejection or a withdrawal', () => {
    expect(nextStatus('pending', { kind: 'submitReceipt' })).toEqual({ allowed: true, status: 'pending' });
    expect(nextStatus('rejected', { kind: 'submitReceipt' })).toEqual({ allowed: true, status: 'pending' });
    expect(nextStatus('withdrawn', { kind: 'submitReceipt' })).toEqual({ allowed: true, status: 'pending' });
  });

  it('refuses a new receipt once approved', () => {
    expect(nextStatus('approved', { kind: 'submitReceipt' })).toEqual({
      allowed: false,
      refusal: 'APPLICATION_ALREADY_APPROVED',
    });
  });

  it('lets the owner withdraw only a pending application', () => {
    expect(nextStatus('pending', { kind: 'withdraw' })).toEqual({ allowed: true, status: 'withdrawn' });
    for (const status of ['approved', 'rejected', 'withdrawn'] as const) {
      expect(nextStatus(status, { kind: 'withdraw' })).toEqual({
        allowed: false,
        refusal: 'APPLICATION_NOT_WITHDRAWABLE',
      });
    }
  });

  it('lets staff set any other status', () => {
    expect(nextStatus('pending', { kind: 'setStatus', status: 'approved' })).toEqual({
      allowed: true,
      status: 'approved',
    });
    expect(nextStatus('approved', { kind: 'setStatus', status: 'rejected' })).toEqual({
      allowed: true,
      status: 'rejected',
    });
    expect(nextStatus('withdrawn', { kind: 'setStatus', status: 'pending' })).toEqual({
      allowed: true,
      status: 'pending',
    });
  });

  it('refuses setting the status an application already has', () => {
    expect(nextStatus('approved', { kind: 'setStatus', status: 'approved' })).toEqual({
      allowed: false,
      refusal: 'APPLICATION_STATUS_UNCHANGED',
    });
  });
});
