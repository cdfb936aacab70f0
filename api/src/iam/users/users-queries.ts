import { sql, type Insertable, type Updateable } from 'kysely';
import type { ApprovalStatus, Role } from '@bourses/common/statuses';
import type { Database } from '#api/db/database.ts';
import { containing } from '#api/db/like-pattern.ts';
import type { UsersTable } from '#api/db/schema.ts';
import { conflict } from '#api/http/app-error.ts';
import { cappedTotal, type Total } from '#api/http/page.ts';
import { unreadFromStudent } from '#api/correspondence/unread-from-students.ts';
import { overdueCondition } from '#api/correspondence/corrections/overdue.ts';
import type { UserRow } from '../user-presenter.ts';
import { isUniqueViolation } from '../register/unique-violation.ts';
import { orderByOf, type UserSort } from './user-sort.ts';

export interface UserFilters {
  role?: Role;
  isVerified?: boolean;
  approvalStatus?: ApprovalStatus;
  search?: string;
  ids?: string[];
  /** Followed by this staff member, or by nobody (null). */
  assignee?: string | null | undefined;
  /** Only accounts whose conversation holds a message from the student no staff member opened yet. */
  unreadFromStudents?: boolean | undefined;
  /** Only accounts whose correction request is open and overdue at this moment. */
  overdueCorrectionsAt?: Date | undefined;
}

// The expression of users_search_idx (a trigram index), written the same so the planner uses it
// (unqualified: inside a subquery on users, it reads that subquery's row).
export const SEARCHABLE_TEXT = sql<string>`lower(first_name || ' ' || last_name || ' ' || email)`;

// `in ()` is not SQL: an empty id list matches this id, which no account has.
const NO_ID = '00000000-0000-0000-0000-000000000000';

export const findUserById = (db: Database, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Database, email: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

/** The accounts matching the filters, in no order (the list pages them, the export reads them in chunks). */
export function filteredUsers(db: Database, filters: UserFilters) {
  let query = db.selectFrom('users');
  if (filters.role) query = query.where('role', '=', filters.role);
  if (filters.isVerified !== undefined) query = query.where('isVerified', '=', filters.isVerified);
  if (filters.approvalStatus) query = query.where('approvalStatus', '=', filters.approvalStatus);
  if (filters.assignee === null) query = query.where('assigneeId', 'is', null);
  else if (filters.assignee !== undefined) query = query.where('assigneeId', '=', filters.assignee);
  if (filters.ids) query = query.where('id', 'in', filters.ids.length > 0 ? filters.ids : [NO_ID]);
  if (filters.search)
    query = query.where(SEARCHABLE_TEXT, 'like', containing(filters.search));
  if (filters.unreadFromStudents)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('conversations as c')
          .innerJoin('messages as m', 'm.conversationId', 'c.id')
          .select('m.id')
          .whereRef('c.userId', '=', 'users.id')
          .where('c.kind', '=', 'account')
          .where(unreadFromStudent('m')),
      ),
    );
  const { overdueCorrectionsAt } = filters;
  if (overdueCorrectionsAt)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('correctionRequests as cr')
          .select('cr.id')
          .whereRef('cr.userId', '=', 'users.id')
          .where('cr.applicationId', 'is', null)
          .where(overdueCondition('cr', overdueCorrectionsAt)),
      ),
    );
  return query;
}

/** One page of users in the given order, and how many match in all (up to TOTAL_CAP). */
export async function listUsers(
  db: Database,
  filters: UserFilters,
  sort: UserSort,
  page: { offset: number; limit: number },
): Promise<{ users: UserRow[]; total: Total }> {
  let pageQuery = filteredUsers(db, filters).selectAll();
  for (const { expression, direction } of orderByOf(sort))
    pageQuery = pageQuery.orderBy(expression, direction);
  const [users, total] = await Promise.all([
    pageQuery.offset(page.offset).limit(page.limit).execute(),
    cappedTotal(db, filteredUsers(db, filters)),
  ]);
  return { users, total };
}

/** Inserts an account; an address already taken (even by a parallel request) is a 409. */
export async function insertUser(db: Database, values: Insertable<UsersTable>): Promise<UserRow> {
  try {
    return await db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
}

/** Updates an account; undefined when it no longer exists, a 409 when the new address is taken. */
export async function updateUser(
  db: Database,
  id: string,
  changes: Updateable<UsersTable>,
): Promise<UserRow | undefined> {
  try {
    return await db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
}
