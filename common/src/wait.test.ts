import { describe, expect, it } from 'vitest';
import { formatWait } from './wait.ts';

describe('formatWait', () => {
  it('says seconds under a minute, rounded up', () => {
    expect(formatWait(44_100, 'fr')).toBe('45 secondes');
    expect(formatWait(1, 'en')).toBe('1 second');
  });

  it('says minutes under two hours and hours beyond, in each language', () => {
    expect(formatWait(15 * 60_000, 'fr')).toBe('15 minutes');
    expect(formatWait(15 * 60_000, 'ar')).toBe('15 دقيقة');
    expect(formatWait(2 * 3600_000, 'en')).toBe('2 hours');
    expect(formatWait(2 * 3600_000, 'ar')).toBe('ساعتان');
  });
});
