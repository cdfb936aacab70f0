import { sql } from 'kysely';
import type { Database } from '#api/db/database.ts';
import { notFound } from '#api/http/app-error.ts';

export interface SavedScholarshipRow {
  scholarshipId: number;
  savedAt: Date;
}

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23503';

/**
 * Saves a scholarship for a student; saving it again keeps the first save. One statement, so that
 * a scholarship deleted meanwhile is a 404 and two clicks at once save it once.
 */
export async function saveScholarship(
  db: Database,
  userId: string,
  scholarshipId: number,
  now: Date,
): Promise<{ saved: SavedScholarshipRow; created: boolean }> {
  try {
    const created = await db
      .insertInto('savedScholarships')
      .columns(['userId', 'scholarshipId', 'savedAt'])
      .expression((eb) =>
        eb
          .selectFrom('scholarships')
          .select([eb.val(userId).as('userId'), 'id', eb.val(now).as('savedAt')])
          .where('id', '=', scholarshipId)
          // Only the published catalogue can be saved: a draft or an archived one is a 404.
          .where('status', '=', 'published'),
      )
      .onConflict((onConflict) => onConflict.columns(['userId', 'scholarshipId']).doNothing())
      .returning(['scholarshipId', 'savedAt'])
      .executeTakeFirst();
    if (created) return { saved: created, created: true };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('SCHOLARSHIP_NOT_FOUND');
    throw error;
  }
  const existing = await db
    .selectFrom('savedScholarships')
    .select(['scholarshipId', 'savedAt'])
    .where('userId', '=', userId)
    .where('scholarshipId', '=', scholarshipId)
    .executeTakeFirst();
  if (!existing) throw notFound('SCHOLARSHIP_NOT_FOUND');
  return { saved: existing, created: false };
}

/** Forgets a saved scholarship; one that was not saved is already forgotten. */
export async function unsaveScholarship(db: Database, userId: string, scholarshipId: number): Promise<void> {
  await db
    .deleteFrom('savedScholarships')
    .where('userId', '=', userId)
    .where('scholarshipId', '=', scholarshipId)
    .execute();
}

/** Which of these scholarships the student saved, in the order asked. */
export async function findSavedAmong(
  db: Database,
  userId: string,
  scholarshipIds: readonly number[],
): Promise<SavedScholarshipRow[]> {
  if (scholarshipIds.length === 0) return [];
  const rows = await db
    .selectFrom('savedScholarships')
    .select(['scholarshipId', 'savedAt'])
    .where('userId', '=', userId)
    .where('scholarshipId', 'in', scholarshipIds)
    .execute();
  const byId = new Map(rows.map((row) => [row.scholarshipId, row]));
  return scholarshipIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of the student's saved scholarships, in the catalogue's order: open ones first by nearest
 * deadline, then closed ones, most recently closed first. `today` is Casablanca's (scholarships/deadline.ts).
 */
export async function listSavedScholarships(
  db: Database,
  userId: string,
  page: { offset: number; limit: number },
  today: string,
): Promise<{ total: number; rows: SavedScholarshipRow[] }> {
  const saved = db
    .selectFrom('savedScholarships')
    .innerJoin('scholarships', 'scholarships.id', 'savedScholarships.scholarshipId')
    .where('savedScholarships.userId', '=', userId)
    // One unpublished or archived since it was saved leaves the page; the save stays for when it is back.
    .where('scholarships.status', '=', 'published');
  const [counted, rows] = await Promise.all([
    saved.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    saved
      .select(['savedScholarships.scholarshipId', 'savedScholarships.savedAt'])
      .orderBy(sql`${sql.ref('scholarships.deadline')} < ${today}`)
      .orderBy(
        sql`case when ${sql.ref('scholarships.deadline')} >= ${today} then ${sql.ref('scholarships.deadline')} end`,
      )
      .orderBy('scholarships.deadline', 'desc')
      .orderBy('scholarships.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total: Number(counted?.total ?? 0), rows };
}
