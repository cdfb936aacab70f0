import { DATE_LOCALES, isLanguage } from '@bourses/common/languages';

const localeOf = (language: string) => DATE_LOCALES[isLanguage(language) ? language : 'fr'];

/** How long something has waited, in whole days as the language writes them ("3 jours", "3 أيام"); null under a day. */
export function waitingDuration(language: string, days: number): string | null {
  if (days < 1) return null;
  return new Intl.NumberFormat(localeOf(language), {
    style: 'unit',
    unit: 'day',
    unitDisplay: 'long',
  }).format(days);
}

/** A deadline as a relative day: "aujourd’hui", "demain", "dans 3 jours". */
export function deadlineDistance(language: string, daysLeft: number): string {
  return new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' }).format(daysLeft, 'day');
}

/** A chart day ('yyyy-mm-dd') as a short date of the language: "24 nov.", "24 نونبر". */
export function shortDay(language: string, day: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
