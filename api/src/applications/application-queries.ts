import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { ApplicationStatus } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/** Filters of the application lists (docs/product-rules.md). `ownerId` narrows a student's list to their own. */
export interface ApplicationFilters {
  page: number;
  limit: number;
  status?: ApplicationStatus | undefined;
  scholarshipId?: number | undefined;
  userId?: string | undefined;
  search?: string | undefined;
  ownerId?: string | undefined;
}

type Tables = DB & { a: DB['applications']; s: DB['scholarships']; u: DB['users'] };

/** `%text%` for LIKE, with the user's own wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Applications with their scholarship (title in `language`, French when missing), applicant and receipt. */
function applicationsWithDetails(db: Database, language: Language) {
  return db
    .selectFrom('applications as a')
    .innerJoin('scholarships as s', 's.id', 'a.scholarshipId')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .leftJoin('scholarshipTranslations as t', (join) =>
      join.onRef('t.scholarshipId', '=', 's.id').on('t.language', '=', language),
    )
    .leftJoin('scholarshipTranslations as tFr', (join) =>
      join.onRef('tFr.scholarshipId', '=', 's.id').on('tFr.language', '=', 'fr'),
    )
    .leftJoin('files as f', 'f.id', 'a.receiptFileId')
    .select((eb) => [
      'a.id',
      'a.scholarshipId',
      'a.userId',
      'a.status',
      'a.rejectionReason',
      'a.feedback',
      'a.createdAt',
      'a.updatedAt',
      'a.receiptFileId',
      'f.originalName as receiptName',
      'f.mimeType as receiptMimeType',
      'f.sizeBytes as receiptSizeBytes',
      eb.fn.coalesce('t.title', 'tFr.title', eb.val('')).as('scholarshipTitle'),
      's.country as scholarshipCountry',
      's.university as scholarshipUniversity',
      's.deadline as scholarshipDeadline',
      'u.firstName as applicantFirstName',
      'u.lastName as applicantLastName',
      'u.email as applicantEmail',
    ]);
}

export type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof applicationsWithDetails>['executeTakeFirstOrThrow']>
>;

function applyFilters<O>(
  query: SelectQueryBuilder<Tables, 'a' | 's' | 'u', O>,
  filters: ApplicationFilters,
): SelectQueryBuilder<Tables, 'a' | 's' | 'u', O> {
  let filtered = query;
  if (filters.ownerId) filtered = filtered.where('a.userId', '=', filters.ownerId);
  if (filters.userId) filtered = filtered.where('a.userId', '=', filters.userId);
  if (filters.status) filtered = filtered.where('a.status', '=', filters.status);
  if (filters.scholarshipId) filtered = filtered.where('a.scholarshipId', '=', filters.scholarshipId);
  const { search } = filters;
  if (search) {
    const pattern = containing(search);
    filtered = filtered.where((eb: ExpressionBuilder<Tables, 'a' | 's' | 'u'>) =>
      eb.or([
        // Same expression as users_search_idx, so that the trigram index serves it.
        eb(
          sql`lower(${sql.ref('u.firstName')} || ' ' || ${sql.ref('u.lastName')} || ' ' || ${sql.ref('u.email')})`,
          'like',
          pattern,
        ),
        eb.exists(
          eb
            .selectFrom('scholarshipTranslations as st')
            .select(sql.lit(1).as('one'))
            .whereRef('st.scholarshipId', '=', 'a.scholarshipId')
            .where(sql`lower(${sql.ref('st.title')})`, 'like', pattern),
        ),
      ]),
    );
  }
  return filtered;
}

/** One page of applications, newest first, and how many match in all. */
export async function listApplications(db: Database, filters: ApplicationFilters, language: Language) {
  const base = db
    .selectFrom('applications as a')
    .innerJoin('scholarships as s', 's.id', 'a.scholarshipId')
    .innerJoin('users as u', 'u.id', 'a.userId');
  const [rows, count] = await Promise.all([
    applyFilters(applicationsWithDetails(db, language), filters)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit)
      .execute(),
    applyFilters(
      base.select((eb) => eb.fn.countAll<number>().as('total')),
      filters,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function findApplication(
  db: Database,
  id: number,
  language: Language,
): Promise<ApplicationRow | undefined> {
  return applicationsWithDetails(db, language).where('a.id', '=', id).executeTakeFirst();
}

/** Every status change of an application, oldest first, with who made it. */
export function findHistory(db: Database, applicationId: number) {
  return db
    .selectFrom('applicationHistory as h')
    .leftJoin('users as u', 'u.id', 'h.actorId')
    .select(['h.status', 'h.feedback', 'h.at', 'h.actorId', 'u.firstName', 'u.lastName', 'u.role'])
    .where('h.applicationId', '=', applicationId)
    .orderBy('h.at')
    .orderBy('h.id')
    .execute();
}

export type HistoryRow = Awaited<ReturnType<typeof findHistory>>[number];

/** The signed-in student's application for one scholarship, if any. */
export function findOwnApplication(db: Database, userId: string, scholarshipId: number) {
  return db
    .selectFrom('applications')
    .select(['id', 'status', 'rejectionReason', 'feedback', 'createdAt', 'updatedAt'])
    .where('userId', '=', userId)
    .where('scholarshipId', '=', scholarshipId)
    .executeTakeFirst();
}
