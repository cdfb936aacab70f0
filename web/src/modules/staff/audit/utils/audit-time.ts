import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';
import { DATE_LOCALES, isLanguage } from '@bourses/common/languages';

const formats = new Map<string, Intl.DateTimeFormat>();

/** When an action happened, to the minute, in Casablanca's time as every date of the product. */
export function auditTime(locale: string, value: string): string {
  const language = isLanguage(locale) ? locale : 'fr';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: DEADLINE_TIME_ZONE,
    });
    formats.set(language, format);
  }
  return format.format(new Date(value));
}
