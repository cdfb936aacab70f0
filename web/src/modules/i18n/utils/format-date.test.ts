import { describe, expect, it } from 'vitest';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { activateTestLanguage } from '@/test/activate-test-language';

describe('date formatting', () => {
  it('shows short dates as dd/MM/yyyy', () => {
    const i18n = activateTestLanguage('fr');
    expect(formatDate(i18n, '2026-03-05', 'short')).toBe('05/03/2026');
    expect(formatDate(i18n, '2026-12-31T10:00:00', 'short')).toBe('31/12/2026');
  });

  it("shows long dates as 'MMMM dd, yyyy' with the active language's month names", () => {
    expect(formatDate(activateTestLanguage('en'), '2026-03-05', 'long')).toBe('March 05, 2026');
    expect(formatDate(activateTestLanguage('fr'), '2026-03-05', 'long')).toBe('mars 05, 2026');
    expect(formatDate(activateTestLanguage('ar'), '2026-03-05', 'long')).toBe('مارس 05, 2026');
  });

  it('shows N/A for an empty value, in the active language', () => {
    expect(formatDate(activateTestLanguage('fr'), '', 'short')).toBe('N/A');
    expect(formatDate(activateTestLanguage('en'), null, 'long')).toBe('N/A');
    expect(formatDate(activateTestLanguage('ar'), undefined, 'long')).toBe('غير متوفر');
  });

  it('shows the raw value when it is not a date', () => {
    expect(formatDate(activateTestLanguage('fr'), 'bientôt', 'short')).toBe('bientôt');
    expect(formatDate(activateTestLanguage('fr'), '2026-13-45', 'long')).toBe('2026-13-45');
  });
});
