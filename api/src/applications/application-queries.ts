import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { ApplicationStatus } from '@bourses/common/statuses';
import type { Language } from '@bourses/common/languages';
import type { Database } from '../db/database.ts';
import { containing } from '../db/like-pattern.ts';
import { SEARCHABLE_TEXT } from '../iam/users/users-queries.ts';
import { cappedTotal } from '../http/page.ts';
import type { DB } from '../db/schema.ts';
import type { AssigneeFilter } from '../casework/assignee.ts';
import { overdueCondition } from '#api/correspondence/corrections/overdue.ts';
import { unreadFromStudent } from '#api/correspondence/unread-from-students.ts';

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
  /** Staff: only applications whose conversation holds a message from the student no staff member opened yet. */
  unreadFromStudents?: boolean | undefined;
  /** Staff: only applications whose correction request is open and past its due date at this instant. */
  overdueCorrectionsAt?: Date | undefined;
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
    // Its conversation and the unread messages of each side, in the same statement (one per page).
    .leftJoin('conversations as c', 'c.applicationId', 'a.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages as m')
          .select((count) => [
            count.fn.countAll<number>().filterWhere('m.authorSide', '=', 'student').as('unreadFromStudent'),
            count.fn.countAll<number>().filterWhere('m.authorSide', '=', 'staff').as('unreadFromStaff'),
          ])
          .whereRef('m.conversationId', '=', 'c.id')
          .where('m.readAt', 'is', null)
          .as('unread'),
      (join) => join.onTrue(),
    )
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
      'a.correctedAt',
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
      'c.id as conversationId',
      'unread.unreadFromStudent',
      'unread.unreadFromStaff',
    ]);
}

export type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof applicationsWithDetails>['executeTakeFirstOrThrow']>
>;

/**
 * What a search matches, read before the list itself: its LIKE pattern, and the scholarships whose
 * title (in any language) contains it, a handful at most. Knowing them beforehand keeps the applicant
 * side a plain semi-join, which the planner walks newest first and stops after a page; an OR with
 * the title side, or a union of both, made it read every match first (docs/performance.md).
 */
export interface SearchMatch {
  pattern: string;
  scholarshipIds: number[];
}

/** The filters as the SQL reads them: the search already matched against titles. */
export type SqlFilters = Omit<ApplicationFilters, 'page' | 'limit' | 'search'> & { search?: SearchMatch | undefined };

export async function withSearchMatch<F extends { search?: string | undefined }>(
  db: Database,
  filters: F,
): Promise<Omit<F, 'search'> & { search?: SearchMatch | undefined }> {
  const { search, ...rest } = filters;
  if (!search) return rest;
  const pattern = containing(search);
  const titled = await db
    .selectFrom('scholarshipTranslations')
    .select('scholarshipId')
    .distinct()
    .where(sql`lower(title)`, 'like', pattern)
    .execute();
  return { ...rest, search: { pattern, scholarshipIds: titled.map((row) => row.scholarshipId) } };
}

function applyFilters<O>(
  query: SelectQueryBuilder<Tables, 'a' | 's' | 'u', O>,
  filters: SqlFilters,
): SelectQueryBuilder<Tables, 'a' | 's' | 'u', O> {
  let filtered = query;
  if (filters.ownerId) filtered = filtered.where('a.userId', '=', filters.ownerId);
  if (filters.userId) filtered = filtered.where('a.userId', '=', filters.userId);
  if (filters.status) filtered = filtered.where('a.status', '=', filters.status);
  if (filters.scholarshipId) filtered = filtered.where('a.scholarshipId', '=', filters.scholarshipId);
  if (filters.assignee === null) filtered = filtered.where('a.assigneeId', 'is', null);
  else if (filters.assignee !== undefined) filtered = filtered.where('a.assigneeId', '=', filters.assignee);
  if (filters.ids) filtered = filtered.where('a.id', 'in', filters.ids.length > 0 ? filters.ids : [0]);
  if (filters.unreadFromStudents)
    filtered = filtered.where((eb: ExpressionBuilder<Tables, 'a' | 's' | 'u'>) =>
      eb.exists(
        eb
          .selectFrom('conversations as c')
          .innerJoin('messages as m', 'm.conversationId', 'c.id')
          .select('m.id')
          .whereRef('c.applicationId', '=', 'a.id')
          .where(unreadFromStudent('m')),
      ),
    );
  const { overdueCorrectionsAt } = filters;
  if (overdueCorrectionsAt)
    filtered = filtered.where((eb: ExpressionBuilder<Tables, 'a' | 's' | 'u'>) =>
      eb.exists(
        eb
          .selectFrom('correctionRequests as cr')
          .select('cr.id')
          .whereRef('cr.applicationId', '=', 'a.id')
          .where(overdueCondition('cr', overdueCorrectionsAt)),
      ),
    );
  const { search } = filters;
  if (search) {
    filtered = filtered.where((eb: ExpressionBuilder<Tables, 'a' | 's' | 'u'>) => {
      const byApplicant = eb(
        'a.userId',
        'in',
        eb.selectFrom('users').select('users.id').where(SEARCHABLE_TEXT, 'like', search.pattern),
      );
      return search.scholarshipIds.length > 0
        ? eb.or([byApplicant, eb('a.scholarshipId', 'in', search.scholarshipIds)])
        : byApplicant;
    });
  }
  return filtered;
}

/** Every application matching the filters, with its details, in no order: the export reads it in chunks (api/src/exports). */
export function filteredApplications(db: Database, filters: SqlFilters, language: Language) {
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
export async function listApplications(db: Database, { page, limit, ...filters }: ApplicationFilters, language: Language) {
  const matched = await withSearchMatch(db, filters);
  const [rows, total] = await Promise.all([
    applyFilters(applicationsWithDetails(db, language), matched)
      .orderBy('a.createdAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    cappedTotal(db, applyFilters(applicationsOnly(db).select('a.id'), matched)),
  ]);
  return { rows, total };
}

/**
 * The ids of the applications matching `filters` (newest first), at most `max + 1` of them, so
 * that a caller refusing more than `max` can tell; and how many match in all (up to TOTAL_CAP).
 */
export async function matchingApplicationIds(db: Database, filters: Omit<ApplicationFilters, 'page' | 'limit'>, max: number) {
  const matching = applyFilters(applicationsOnly(db).select('a.id'), await withSearchMatch(db, filters));
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
    .select([
      'h.applicationId',
      'h.status',
      'h.feedback',
      'h.at',
      'h.actorId',
      'h.correctionRequestId',
      'u.firstName',
      'u.lastName',
      'u.role',
    ])
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
