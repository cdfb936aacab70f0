import { DATE_LOCALES, onePerLanguage, type Language } from '@bourses/common/languages';

// Made once per language (warm-formatters.ts makes it early on the catalogue's pages).
const longDates = onePerLanguage((language) => new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }));

/** The long date as the language writes it: 17 décembre 2026, 17 دجنبر 2026, December 17, 2026. */
export function longDate(language: Language, date: Date): string {
  return longDates(language).format(date);
}
