import { describe, expect, it } from 'vitest';
import { casablancaDateTime } from './export-dates.ts';

describe('casablancaDateTime', () => {
  it('writes an instant as Casablanca reads it, to the minute', () => {
    const instant = new Date('2026-01-09T23:30:00Z');
    const expected = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Africa/Casablanca',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(instant);

    expect(casablancaDateTime(instant)).toBe(expected);
    expect(casablancaDateTime(null)).toBeNull();
  });
});
