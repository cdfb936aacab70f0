import { describe, expect, it } from 'vitest';
import { casablancaWallClock } from '#test/casablanca-time.ts';
import { dueReminder, reminderDeadlines } from './reminder-window.ts';

const DEADLINE = '2026-12-17';

describe('dueReminder', () => {
  it('is none eight days before the deadline day', () => {
    expect(dueReminder(DEADLINE, casablancaWallClock('2026-12-09T23:59:59'))).toBeUndefined();
  });
  it('is the 7-day reminder from the first second of the seventh day before, in Casablanca', () => {
    expect(dueReminder(DEADLINE, casablancaWallClock('2026-12-10T00:00:00'))).toBe(7);
  });
  it('is still the 7-day reminder two days before', () => {
    expect(dueReminder(DEADLINE, casablancaWallClock('2026-12-15T23:59:59'))).toBe(7);
  });
  it('is the 1-day reminder from the day before until the deadline’s last second', () => {
    expect(dueReminder(DEADLINE, casablancaWallClock('2026-12-16T00:00:00'))).toBe(1);
    expect(dueReminder(DEADLINE, casablancaWallClock('2026-12-17T23:59:59'))).toBe(1);
  });
  it('is none once the scholarship closed', () => {
    expect(dueReminder(DEADLINE, casablancaWallClock('2026-12-18T00:00:00'))).toBeUndefined();
  });
  it('counts Casablanca’s days across a month and a year', () => {
    expect(dueReminder('2027-01-03', casablancaWallClock('2026-12-27T08:00:00'))).toBe(7);
    expect(dueReminder('2027-01-03', casablancaWallClock('2026-12-26T23:00:00'))).toBeUndefined();
  });
});

describe('reminderDeadlines', () => {
  it('spans Casablanca’s today to seven days ahead', () => {
    // Half past midnight in Casablanca is still the day before in UTC: Casablanca's day counts.
    expect(reminderDeadlines(casablancaWallClock('2027-01-01T00:30:00'))).toEqual({
      from: '2027-01-01',
      to: '2027-01-08',
    });
  });
});
