import { DATE_LOCALES, type Language } from '@bourses/common/languages';

// One formatter per language: making one loads the language's calendar data (warm-formatters.ts).
const longDates = new Map<Language, Intl.DateTimeFormat>();

/** The long date as the language writes it: 17 décembre 2026, 17 دجنبر 2026, December 17, 2026. */
export function longDate(language: Language, date: Date): string {
  let formatter = longDates.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' });
    longDates.set(language, formatter);
  }
  return formatter.format(date);
}
