import { describe, expect, it } from 'vitest';
import { deadlinePassed } from '@/modules/scholarships/utils/deadline-passed';

describe('the deadline rule', () => {
  it('keeps applications open until 23:59:59 local time on the deadline day', () => {
    expect(deadlinePassed('2026-06-30', new Date(2026, 5, 30, 0, 0, 0))).toBe(false);
    expect(deadlinePassed('2026-06-30', new Date(2026, 5, 30, 23, 59, 59))).toBe(false);
  });

  it('closes them once that moment is earlier than now', () => {
    expect(deadlinePassed('2026-06-30', new Date(2026, 5, 30, 23, 59, 59, 1))).toBe(true);
    expect(deadlinePassed('2026-06-30', new Date(2026, 6, 1, 8, 0, 0))).toBe(true);
  });

  it('never closes on a missing or unreadable deadline (the server decides)', () => {
    expect(deadlinePassed(null, new Date(2030, 0, 1))).toBe(false);
    expect(deadlinePassed('soon', new Date(2030, 0, 1))).toBe(false);
  });
});
