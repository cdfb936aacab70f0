import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Lists count their matching rows no further than this: an exact count of 500,000 rows costs more
 * than the page itself, and counting the 12,500 applications of a common last name one by one
 * took 100-140 ms up to 10,000 against 10 ms up to 1,000 (docs/performance.md, "Staff lists at
 * 500,000 rows"). Past it the pager says "more than 1000"; a narrower filter gives the exact number.
 */
export const TOTAL_CAP = 1_000;

/** How many rows match, and whether counting stopped at TOTAL_CAP (more match). */
export interface Total {
  count: number;
  capped: boolean;
}

/** Counts the rows `query` selects, up to TOTAL_CAP: reading stops at the cap's next row. */
export async function cappedTotal<DB, TB extends keyof DB, O>(
  db: Database,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<Total> {
  const matching = query.clearSelect().select(sql<number>`1`.as('one')).limit(TOTAL_CAP + 1);
  const { count } = await db
    .selectFrom(matching.as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = Number(count);
  return { count: Math.min(rows, TOTAL_CAP), capped: rows > TOTAL_CAP };
}

/** A page of a list as every list answers it: its items and where it stands (pages is 0 when nothing matches). */
export function pageOf<T>(items: T[], total: number | Total, page: number, limit: number) {
  const { count, capped } = typeof total === 'number' ? { count: total, capped: false } : total;
  return { data: items, pagination: { total: count, capped, page, limit, pages: Math.ceil(count / limit) } };
}

export type Page<T> = ReturnType<typeof pageOf<T>>;
