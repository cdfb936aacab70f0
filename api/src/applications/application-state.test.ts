import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@bourses/common/statuses';
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

describe('nextStatus around a correction request', () => {
  it('asks for corrections on a pending application only', () => {
    expect(nextStatus('pending', { kind: 'requestCorrection' })).toEqual({
      allowed: true,
      status: 'correction_requested',
    });
    for (const status of ['approved', 'rejected', 'withdrawn', 'correction_requested'] as const) {
      expect(nextStatus(status, { kind: 'requestCorrection' })).toEqual({
        allowed: false,
        refusal: 'CORRECTION_APPLICATION_NOT_PENDING',
      });
    }
  });

  it('leaves correction_requested only for pending (submitted or withdrawn request) or a staff decision', () => {
    expect(nextStatus('correction_requested', { kind: 'submitCorrection' })).toEqual({ allowed: true, status: 'pending' });
    expect(nextStatus('correction_requested', { kind: 'withdrawCorrection' })).toEqual({ allowed: true, status: 'pending' });
    for (const status of ['approved', 'rejected', 'pending'] as const) {
      expect(nextStatus('correction_requested', { kind: 'setStatus', status })).toEqual({ allowed: true, status });
    }
  });

  it('refuses a submission or a withdrawal of a request when none is open', () => {
    for (const status of APPLICATION_STATUSES.filter((status) => status !== 'correction_requested')) {
      expect(nextStatus(status, { kind: 'submitCorrection' })).toEqual({ allowed: false, refusal: 'CORRECTION_NOT_OPEN' });
      expect(nextStatus(status, { kind: 'withdrawCorrection' })).toEqual({ allowed: false, refusal: 'CORRECTION_NOT_OPEN' });
    }
  });

  it('keeps the student from withdrawing or sending a receipt the old way while a request is open', () => {
    expect(nextStatus('correction_requested', { kind: 'withdraw' })).toEqual({
      allowed: false,
      refusal: 'APPLICATION_CORRECTION_OPEN',
    });
    expect(nextStatus('correction_requested', { kind: 'submitReceipt' })).toEqual({
      allowed: false,
      refusal: 'APPLICATION_CORRECTION_OPEN',
    });
  });

  it('never lets staff set correction_requested without a request', () => {
    expect(nextStatus('pending', { kind: 'setStatus', status: 'correction_requested' })).toEqual({
      allowed: false,
      refusal: 'APPLICATION_CORRECTION_THROUGH_REQUEST',
    });
  });
});
