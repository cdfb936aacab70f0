import { DATE_LOCALES, onePerLanguage, type Language } from '@bourses/common/languages';

// Made once per language.
const monthFormats = onePerLanguage(
  (language) => new Intl.DateTimeFormat(DATE_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** 'yyyy-mm' (a Casablanca month, as the api counts it) as the language writes it: février 2026. */
export function financeMonth(language: Language, month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthFormats(language).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
