import { CORRECTION_DEFAULT_DUE_DAYS, CORRECTION_MAX_DUE_DAYS } from '@bourses/common/limits';
import { casablancaToday } from '@/modules/staff/payments/utils/payment-day';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'yyyy-mm-dd' plus whole days, on the calendar (no time zone shift: the day is already Casablanca's). */
function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days a due date may take, and the one offered first, from Casablanca's today. */
export function correctionDueDates(now: Date) {
  const today = casablancaToday(now);
  return {
    min: today,
    max: addDays(today, CORRECTION_MAX_DUE_DAYS),
    initial: addDays(today, CORRECTION_DEFAULT_DUE_DAYS),
  };
}
