import type { Database } from '../db/database.ts';

/** The full name of each of these applications' students; an unknown application or a deleted account has none. */
export async function applicantNames(db: Database, applicationIds: readonly number[]): Promise<Map<number, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .select(['a.id', 'u.firstName', 'u.lastName'])
    .where('a.id', 'in', applicationIds)
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
}
