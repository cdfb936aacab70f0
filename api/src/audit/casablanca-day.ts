import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEADLINE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** How far Casablanca's clock is ahead of UTC at `instant`, in ms (+1 h most of the year, 0 during Ramadan). */
export function casablancaOffset(instant: number): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(wallClock.formatToParts(instant).find((piece) => piece.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a 'yyyy-mm-dd' day starts in Casablanca, where staff read the product's dates. */
export function casablancaDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - casablancaOffset(midnightUtc);
  // Checked again at the guess: the offset may change between the two instants.
  return new Date(midnightUtc - casablancaOffset(guess));
}
