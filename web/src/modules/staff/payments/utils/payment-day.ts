import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';

const casablancaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEADLINE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Casablanca as 'yyyy-mm-dd': the api refuses a payment day after it (docs/payments.md). */
export const casablancaToday = (now: Date): string => casablancaDate.format(now);
