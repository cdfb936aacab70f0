import { sql, type RawBuilder } from 'kysely';

/** The columns the staff can sort the accounts list by (GET /api/iam/users?sort=…). */
export const USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'approvalStatus', 'role'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface UserSort {
  field: UserSortField;
  order: SortOrder;
}

/** Today's order, and the order of a list asked for without `sort`: newest first. */
export const DEFAULT_USER_SORT: UserSort = { field: 'createdAt', order: 'desc' };

/** Without `order`, dates read newest first and texts from A to Z. */
export const defaultOrderOf = (field: UserSortField): SortOrder => (field === 'createdAt' ? 'desc' : 'asc');

interface SortKey {
  expression: RawBuilder<unknown>;
  /** The key's direction when the list is sorted ascending; a descending list flips every key. */
  ascending: SortOrder;
}

const key = (expression: RawBuilder<unknown>, ascending: SortOrder = 'asc'): SortKey => ({
  expression,
  ascending,
});

const ID = key(sql`id`);
const NEWEST_FIRST = [key(sql`created_at`, 'desc'), ID];

// Each list ends with the id, so that no two rows tie and pages never overlap. Every key of a list
// flips together, so that one index (0004-users-sorting.ts) reads the list in either direction.
const SORT_KEYS: Record<UserSortField, SortKey[]> = {
  createdAt: [key(sql`created_at`), key(sql`id`, 'desc')],
  name: [key(sql`lower(last_name)`), key(sql`lower(first_name)`), ID],
  email: [key(sql`lower(email)`), ID],
  approvalStatus: [key(sql`approval_status`), ...NEWEST_FIRST],
  role: [key(sql`role`), ...NEWEST_FIRST],
};

const flip = (order: SortOrder): SortOrder => (order === 'asc' ? 'desc' : 'asc');

/** The `order by` keys of a sort, each with its direction. */
export function orderByOf(sort: UserSort): { expression: RawBuilder<unknown>; direction: SortOrder }[] {
  return SORT_KEYS[sort.field].map(({ expression, ascending }) => ({
    expression,
    direction: sort.order === 'asc' ? ascending : flip(ascending),
  }));
}
