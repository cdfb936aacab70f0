import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { ApplicationStatus } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';
import type { Database } from '../db/database.ts';
import { containing } from '../db/like-pattern.ts';
import { cappedTotal } from '../http/page.ts';
import type { DB } from '../db/schema.ts';
import type { AssigneeFilter } from '../casework/assignee.ts';

/** Filters of the application lists (docs/product-rules.md). `ownerId` narrows a student's list to their own. */
export interface ApplicationFilters {
  page: number;
  limit: number;
  status?: ApplicationStatus | undefined;
  scholarshipId?: number | undefined;
  userId?: string | undefined;
  search?: string | undefined;
  ownerId?: string | undefined;
  ids?: number[] | undefined;
  /** Assigned to this staff member, or unassigned (null). */
  assignee?: AssigneeFilter;
}

type Tables = DB & { a: DB['applications']; s: DB['scholarships']; u: DB['users'] };

/**
 * Applications with their scholarship (title in `language`, French when missing), applicant and
 * receipt. The applicant is absent once the student deleted their account (an anonymised application).
 */
function applicationsWithDetails(db: Database, language: Language) {
  return db
    .selectFrom('applications as a')
    .innerJoin('scholarships as s', 's.id', 'a.scholarshipId')
    .leftJoin('users as u', 'u.id', 'a.userId')
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
      'a.assigneeId',
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
  filters: Omit<ApplicationFilters, 'page' | 'limit'>,
): SelectQueryBuilder<Tables, 'a' | 's' | 'u', O> {
  let filtered = query;
  if (filters.ownerId) filtered = filtered.where('a.userId', '=', filters.ownerId);
  if (filters.userId) filtered = filtered.where('a.userId', '=', filters.userId);
  if (filters.status) filtered = filtered.where('a.status', '=', filters.status);
  if (filters.scholarshipId) filtered = filtered.where('a.scholarshipId', '=', filters.scholarshipId);
  if (filters.assignee === null) filtered = filtered.where('a.assigneeId', 'is', null);
  else if (filters.assignee !== undefined) filtered = filtered.where('a.assigneeId', '=', filters.assignee);
  if (filters.ids) filtered = filtered.where('a.id', 'in', filters.ids.length > 0 ? filters.ids : [0]);
  const { search } = filters;
  if (search) {
    const pattern = containing(search);
    // One list of matching ids from each side (a union, not an OR across the joins) so that each
    // side reads its own trigram index: users_search_idx, then the applicant's applications.
    filtered = filtered.where((eb: ExpressionBuilder<Tables, 'a' | 's' | 'u'>) =>
      eb(
        'a.id',
        'in',
        eb
          .selectFrom('applications as byApplicant')
          .innerJoin('users as applicant', 'applicant.id', 'byApplicant.userId')
          .select('byApplicant.id')
          // Same expression as users_search_idx, so that the trigram index serves it.
          .where(
            sql`lower(${sql.ref('applicant.firstName')} || ' ' || ${sql.ref('applicant.lastName')} || ' ' || ${sql.ref('applicant.email')})`,
            'like',
            pattern,
          )
          .union(
            eb
              .selectFrom('applications as byScholarship')
              .select('byScholarship.id')
              .where(
                'byScholarship.scholarshipId',
                'in',
                eb
                  .selectFrom('scholarshipTranslations as st')
                  .select('st.scholarshipId')
                  .where(sql`lower(${sql.ref('st.title')})`, 'like', pattern),
              ),
          ),
      ),
    );
  }
  return filtered;
}

/** Every application matching the filters, with its details, in no order: the export reads it in chunks (api/src/exports). */
export function filteredApplications(db: Database, filters: Omit<ApplicationFilters, 'page' | 'limit'>, language: Language) {
  return applyFilters(applicationsWithDetails(db, language), filters);
}

/**
 * Applications as the filters read them, without their details. Left joins on primary keys that no
 * filter reads: the planner drops them, and a count is an index-only scan of applications (every
 * application has its scholarship: a foreign key).
 */
const applicationsOnly = (db: Database) =>
  db
    .selectFrom('applications as a')
    .leftJoin('scholarships as s', 's.id', 'a.scholarshipId')
    .leftJoin('users as u', 'u.id', 'a.userId');

/** One page of applications, newest first, and how many match in all (up to TOTAL_CAP). */
export async function listApplications(db: Database, filters: ApplicationFilters, language: Language) {
  const base = applicationsOnly(db);
  const [rows, total] = await Promise.all([
    applyFilters(applicationsWithDetails(db, language), filters)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit)
      .execute(),
    cappedTotal(db, applyFilters(base.select('a.id'), filters)),
  ]);
  return { rows, total };
}

/**
 * The ids of the applications matching `filters` (newest first), at most `max + 1` of them, so
 * that a caller refusing more than `max` can tell; and how many match in all (up to TOTAL_CAP).
 */
export async function matchingApplicationIds(db: Database, filters: Omit<ApplicationFilters, 'page' | 'limit'>, max: number) {
  const matching = applyFilters(applicationsOnly(db).select('a.id'), filters);
  const [rows, total] = await Promise.all([
    matching.orderBy('a.createdAt', 'desc').orderBy('a.id', 'desc').limit(max + 1).execute(),
    cappedTotal(db, matching),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

export function findApplication(
  db: Database,
  id: number,
  language: Language,
): Promise<ApplicationRow | undefined> {
  return applicationsWithDetails(db, language).where('a.id', '=', id).executeTakeFirst();
}

function historyOf(db: Database, applicationIds: readonly number[]) {
  return db
    .selectFrom('applicationHistory as h')
    .leftJoin('users as u', 'u.id', 'h.actorId')
    .select(['h.applicationId', 'h.status', 'h.feedback', 'h.at', 'h.actorId', 'u.firstName', 'u.lastName', 'u.role'])
    .where('h.applicationId', 'in', applicationIds.length > 0 ? applicationIds : [0])
    .orderBy('h.at')
    .orderBy('h.id');
}

/** Every status change of an application, oldest first, with who made it. */
export function findHistory(db: Database, applicationId: number) {
  return historyOf(db, [applicationId]).execute();
}

/** The histories of several applications in one statement, by application id. */
export async function findHistories(db: Database, applicationIds: readonly number[]) {
  const byApplication = new Map<number, HistoryRow[]>();
  for (const entry of await historyOf(db, applicationIds).execute()) {
    byApplication.set(entry.applicationId, [...(byApplication.get(entry.applicationId) ?? []), entry]);
  }
  return byApplication;
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
