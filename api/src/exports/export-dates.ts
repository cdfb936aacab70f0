import { casablancaOffset } from '../audit/casablanca-day.ts';

const HOUR_MS = 3_600_000;
// Casablanca's offset changes only on the hour: one Intl look-up per hour of data, not per cell
// (100,000 rows hold two dates each).
const offsets = new Map<number, number>();

function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = casablancaOffset(hour * HOUR_MS);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** 'yyyy-mm-dd hh:mm' in Casablanca, the product's time (docs/product-rules.md), whatever the reader's language. */
export function casablancaDateTime(date: Date | null): string | null {
  if (!date) return null;
  const instant = date.getTime();
  return new Date(instant + offsetAt(instant)).toISOString().slice(0, 16).replace('T', ' ');
}
