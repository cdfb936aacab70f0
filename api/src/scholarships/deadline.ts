import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';

const casablancaOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: DEADLINE_TIME_ZONE,
  timeZoneName: 'longOffset',
});

const casablancaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEADLINE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Casablanca as 'yyyy-mm-dd': the day against which deadlines are judged. */
export function casablancaToday(now: Date): string {
  return casablancaDate.format(now);
}

/** A scholarship stays open until 23:59:59 Africa/Casablanca on its deadline day (docs/product-rules.md). */
export function deadlinePassed(deadline: string, now: Date): boolean {
  return casablancaToday(now) > deadline;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Whole days from Casablanca's today to the deadline day: 0 on the deadline day, negative once it passed. */
export function daysUntilDeadline(deadline: string, now: Date): number {
  return dayNumber(deadline) - dayNumber(casablancaToday(now));
}

/** The 'yyyy-mm-dd' day `days` after `day` (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Milliseconds Casablanca's wall clock is ahead of UTC at an instant (the runtime's time-zone data). */
function casablancaOffsetMs(at: number): number {
  const name = casablancaOffset.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const ms = (Number(match[2]) * 60 + Number(match[3])) * 60_000;
  return match[1] === '-' ? -ms : ms;
}

/**
 * The instant at which Casablanca's day `day` ('yyyy-mm-dd') starts. From the runtime's time-zone
 * data, as casablancaToday: the database's own data may disagree about Morocco's offset.
 */
export function casablancaDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - casablancaOffsetMs(midnightUtc);
  return new Date(midnightUtc - casablancaOffsetMs(first));
}
