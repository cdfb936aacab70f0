import type { ReminderDaysBefore } from '#api/db/saved-scholarship-tables.ts';
import { addDays, casablancaToday, deadlinePassed, daysUntilDeadline } from '#api/scholarships/deadline.ts';

/** The earliest reminder: no scholarship closing later than this many days ahead is looked at. */
const FIRST_REMINDER_DAYS = 7;

/**
 * The reminder due for a deadline at `now`, judged in Casablanca's days as every deadline is
 * (docs/product-rules.md, Saved scholarships): the 7-day one from 7 days before the deadline day
 * until 2 days before, the 1-day one from the day before until the scholarship closes (23:59:59).
 * A reminder missed on its first day (the job was down, the scholarship saved later) still goes
 * while its window lasts; each is sent once.
 */
export function dueReminder(deadline: string, now: Date): ReminderDaysBefore | undefined {
  if (deadlinePassed(deadline, now)) return undefined;
  const days = daysUntilDeadline(deadline, now);
  if (days <= 1) return 1;
  if (days <= FIRST_REMINDER_DAYS) return 7;
  return undefined;
}

/** The deadline days that may have a reminder due at `now`: the job reads only these scholarships. */
export function reminderDeadlines(now: Date): { from: string; to: string } {
  const today = casablancaToday(now);
  return { from: today, to: addDays(today, FIRST_REMINDER_DAYS) };
}
