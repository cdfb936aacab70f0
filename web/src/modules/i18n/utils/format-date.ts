import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { format, isValid, parseISO, type Locale } from 'date-fns';
import { arMA, enUS, fr } from 'date-fns/locale';
import { isLanguage } from '@bourses/common/languages';

const DATE_FNS_LOCALES: Record<string, Locale> = { fr, ar: arMA, en: enUS };

const SHORT_DATE_PATTERN = 'dd/MM/yyyy';
const LONG_DATE_PATTERN = 'MMMM dd, yyyy';

export type DateStyle = 'short' | 'long';

/**
 * A date as the spec shows it: 'dd/MM/yyyy' or 'MMMM dd, yyyy' with the active language's month
 * names; N/A when empty; the raw value when it cannot be read as a date.
 */
export function formatDate(i18n: I18n, value: string | null | undefined, style: DateStyle): string {
  if (value === null || value === undefined || value.trim() === '') return i18n._(msg`N/A`);
  const date = parseISO(value);
  if (!isValid(date)) return value;
  const locale = DATE_FNS_LOCALES[isLanguage(i18n.locale) ? i18n.locale : 'fr'];
  return format(date, style === 'short' ? SHORT_DATE_PATTERN : LONG_DATE_PATTERN, { locale });
}

/**
 * A deadline with the hour and the time zone in which the server closes it (the last minute of
 * the day in Morocco), so that a student abroad reads the same moment the server judges.
 */
export function formatDeadline(i18n: I18n, value: string | null | undefined, style: DateStyle): string {
  const date = formatDate(i18n, value, style);
  if (value === null || value === undefined || value.trim() === '') return date;
  return i18n._(msg`${date}, until 23:59 Morocco time`);
}
