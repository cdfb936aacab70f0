import { describe, expect, it } from 'vitest';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { activateTestLanguage } from '@/test/activate-test-language';

describe('date formatting', () => {
  it('shows short dates as dd/MM/yyyy', () => {
    const i18n = activateTestLanguage('fr');
    expect(formatDate(i18n, '2026-03-05', 'short')).toBe('05/03/2026');
    expect(formatDate(i18n, '2026-12-31T10:00:00', 'short')).toBe('31/12/2026');
  });

  it('writes long dates out as each language writes them, with Morocco’s month names in Arabic', () => {
    expect(formatDate(activateTestLanguage('fr'), '2026-12-17', 'long')).toBe('17 décembre 2026');
    expect(formatDate(activateTestLanguage('ar'), '2026-12-17', 'long')).toBe('17 دجنبر 2026');
    expect(formatDate(activateTestLanguage('en'), '2026-12-17', 'long')).toBe('December 17, 2026');
    expect(formatDate(activateTestLanguage('fr'), '2026-03-05', 'long')).toBe('5 mars 2026');
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
