import { describe, expect, it } from 'vitest';
import { deadlinePassed } from './deadline.ts';

describe('deadlinePassed', () => {
  // Morocco keeps UTC+1 outside Ramadan: 23:59:59 there is 22:59:59 UTC.
  it('keeps a scholarship open until 23:59:59 in Casablanca on the deadline day', () => {
    expect(deadlinePassed('2026-11-30', new Date('2026-11-30T22:59:59Z'))).toBe(false);
  });
  it('closes it one second later', () => {
    expect(deadlinePassed('2026-11-30', new Date('2026-11-30T23:00:00Z'))).toBe(true);
  });
  it('keeps it open on earlier days', () => {
    expect(deadlinePassed('2026-11-30', new Date('2026-11-01T10:00:00Z'))).toBe(false);
  });
});
