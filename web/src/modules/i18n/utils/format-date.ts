import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { format, isValid, parseISO } from 'date-fns';
import { isLanguage } from '@bourses/common/languages';
import { longDate } from '@/modules/i18n/utils/long-date';

const SHORT_DATE_PATTERN = 'dd/MM/yyyy';

export type DateStyle = 'short' | 'long';

/**
 * A date as 'dd/MM/yyyy', or written out as the active language writes it; N/A when empty; the raw
 * value when it cannot be read as a date.
 */
export function formatDate(i18n: I18n, value: string | null | undefined, style: DateStyle): string {
  if (value === null || value === undefined || value.trim() === '') return i18n._(msg`N/A`);
  const date = parseISO(value);
  if (!isValid(date)) return value;
  if (style === 'short') return format(date, SHORT_DATE_PATTERN);
  return longDate(isLanguage(i18n.locale) ? i18n.locale : 'fr', date);
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
