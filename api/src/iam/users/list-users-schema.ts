import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from '@bourses/common/limits';
import { approvalStatusField, roleField } from '../account-fields.ts';
import { UUID_PATTERN } from './user-id.ts';
import { assigneeFilterField } from '#api/casework/assignee.ts';
import { queryFlag } from '#api/applications/correspondence-filters.ts';
import { defaultOrderOf, DEFAULT_USER_SORT, SORT_ORDERS, USER_SORT_FIELDS } from './user-sort.ts';

const SEARCH_MAX_LENGTH = 100;
// Far beyond any real list; keeps the offset a sane number.
const MAX_PAGE = 1_000_000;

// A filter sent empty (`?role_id=`) means no filter, as forms often send them.
const withoutEmptyValues = (query: unknown) =>
  typeof query === 'object' && query !== null
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
    : query;

const wholeNumber = (min: number, max: number, message: 'USER_PAGE_INVALID' | 'USER_LIMIT_INVALID') =>
  z
    .string({ error: () => message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** GET /api/iam/users: the user list filters plus a search and a sort. */
export const listUsersQuerySchema = z.preprocess(
  withoutEmptyValues,
  z
    .object({
      page: wholeNumber(1, MAX_PAGE, 'USER_PAGE_INVALID').default(FIRST_PAGE),
      limit: wholeNumber(1, MAX_PAGE_SIZE, 'USER_LIMIT_INVALID').default(PAGE_SIZE),
      role_id: roleField.optional(),
      is_verified: z
        .enum(['true', 'false'], { error: () => 'IS_VERIFIED_INVALID' })
        .transform((value) => value === 'true')
        .optional(),
      approval_status: approvalStatusField.optional(),
      /** Comma-separated ids: the bff's batch loader fetches many accounts in one call. */
      ids: z
        .string({ error: () => 'USER_ID_INVALID' })
        .transform((ids) =>
          ids
            .split(',')
            .map((id) => id.trim().toLowerCase())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().regex(UUID_PATTERN, 'USER_ID_INVALID')))
        .optional(),
      search: z
        .string({ error: () => 'TEXT_EXPECTED' })
        .trim()
        .max(SEARCH_MAX_LENGTH, 'USER_SEARCH_TOO_LONG')
        .optional(),
      /** `me`, `none` (unassigned) or a staff member's id. */
      assignee: assigneeFilterField,
      /** `true`: only accounts whose conversation holds messages from the student no staff member opened yet. */
      unread_from_students: queryFlag,
      /** `true`: only accounts whose correction request is open and past its due date. */
      overdue_corrections: queryFlag,
      sort: z.enum(USER_SORT_FIELDS, { error: () => 'USER_SORT_INVALID' }).optional(),
      order: z.enum(SORT_ORDERS, { error: () => 'USER_ORDER_INVALID' }).optional(),
    })
    .transform(({ sort: field = DEFAULT_USER_SORT.field, order, ...query }) => ({
      ...query,
      sort: { field, order: order ?? defaultOrderOf(field) },
    })),
);
