/**
 * The deadline rule of spec section 4: applications close at 23:59:59 local time on the
 * deadline day. A deadline that cannot be read never closes anything: the server decides.
 */
export function deadlinePassed(deadline: string | null | undefined, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(deadline ?? '');
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const closesAt = new Date(year, month - 1, day, 23, 59, 59);
  return closesAt.getTime() < now.getTime();
}
