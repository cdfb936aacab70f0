import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';

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
