import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';
import { DATE_LOCALES, isLanguage, onePerLanguage } from '@bourses/common/languages';

const formats = onePerLanguage(
  (language) => new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'short', timeStyle: 'short', timeZone: DEADLINE_TIME_ZONE }),
);

/** When an action happened, to the minute, in Casablanca's time as every date of the product. */
export function auditTime(locale: string, value: string): string {
  const language = isLanguage(locale) ? locale : 'fr';
  return formats(language).format(new Date(value));
}
