import { describe, expect, it } from 'vitest';
import { deadlineDistance, shortDay, waitingDuration } from '@/modules/staff/dashboard/utils/queue-durations';

describe('the work queue durations', () => {
  it('write a waiting time in whole days in each language, nothing under a day', () => {
    expect(waitingDuration('fr', 3)).toBe('3\u00a0jours');
    expect(waitingDuration('en', 1)).toBe('1 day');
    expect(waitingDuration('ar', 3)).toMatch(/أيام/);
    expect(waitingDuration('fr', 0)).toBeNull();
  });

  it('write a deadline relative to today', () => {
    expect(deadlineDistance('fr', 0)).toBe('aujourd’hui');
    expect(deadlineDistance('en', 1)).toBe('tomorrow');
    expect(deadlineDistance('fr', 5)).toBe('dans 5 jours');
  });

  it('write a chart day without moving it to the browser’s time zone', () => {
    expect(shortDay('en', '2026-11-01')).toBe('Nov 1');
  });
});
