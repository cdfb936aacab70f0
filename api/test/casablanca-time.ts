import { DEADLINE_TIME_ZONE } from '@bourses/common/limits';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: DEADLINE_TIME_ZONE, timeZoneName: 'longOffset' });

/** Minutes Casablanca is ahead of UTC at an instant (its rules change: ask the time-zone database). */
function casablancaOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant at which Casablanca's wall clock shows `local` ('yyyy-mm-ddTHH:mm:ss'). */
export function casablancaWallClock(local: string): Date {
  const asUtc = new Date(`${local}Z`);
  return new Date(asUtc.getTime() - casablancaOffsetMinutes(asUtc) * 60_000);
}
