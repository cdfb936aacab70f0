import { describe, expect, it } from 'vitest';
import { casablancaWallClock } from '#test/casablanca-time.ts';
import { deadlinePassed } from './deadline.ts';

describe('deadlinePassed', () => {
  it('keeps a scholarship open until 23:59:59 in Casablanca on the deadline day', () => {
    expect(deadlinePassed('2026-11-30', casablancaWallClock('2026-11-30T23:59:59'))).toBe(false);
  });
  it('closes it one second later', () => {
    expect(deadlinePassed('2026-11-30', casablancaWallClock('2026-12-01T00:00:00'))).toBe(true);
  });
  it('keeps it open on earlier days', () => {
    expect(deadlinePassed('2026-11-30', casablancaWallClock('2026-11-01T10:00:00'))).toBe(false);
  });
  it('judges by Casablanca’s day, not UTC’s, in summer time too', () => {
    expect(deadlinePassed('2026-07-01', casablancaWallClock('2026-07-01T23:30:00'))).toBe(false);
    expect(deadlinePassed('2026-07-01', casablancaWallClock('2026-07-02T00:30:00'))).toBe(true);
  });
});
