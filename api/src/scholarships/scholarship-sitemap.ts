import type { Database } from '../db/database.ts';

/**
 * How many scholarships the sitemap names, the newest first: each one is three addresses (one per
 * language) and a sitemap holds 50,000 at most.
 */
export const SITEMAP_SCHOLARSHIPS_MAX = 16_000;

/** Every published scholarship's id and last change, for search engines: one indexed read, no content. */
export async function findSitemapEntries(db: Database): Promise<{ id: number; updatedAt: string }[]> {
  const rows = await db
    .selectFrom('scholarships')
    .select(['id', 'updatedAt'])
    .where('status', '=', 'published')
    .orderBy('id', 'desc')
    .limit(SITEMAP_SCHOLARSHIPS_MAX)
    .execute();
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt).toISOString() }));
}
