import { DATE_LOCALES, onePerLanguage, type Language } from '@bourses/common/languages';
import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';

// Morocco's time, as the staff's notes and the deadlines read: both sides see the same hour.
const messageTimes = onePerLanguage(
  (language) =>
    new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: DEADLINE_TIME_ZONE }),
);

/** When a message was sent or read, as the language writes a date and an hour. */
export function messageTime(language: Language, value: string): string {
  return messageTimes(language).format(new Date(value));
}
