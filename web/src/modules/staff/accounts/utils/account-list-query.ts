import { APPROVAL_STATUSES, ROLES, type ApprovalStatus, type Role } from '@bourses/common/statuses';
import type { AssignmentFilter, UserFilter, UserSort, UserSortField } from '@/modules/staff/__generated__/graphql';
import { assigneeInExport, readAssignment, writeAssignment } from '@/modules/staff/casework/utils/assignment-query';
import {
  readOverdueCorrections,
  readUnreadFromStudents,
  writeCorrespondenceFilters,
} from '@/modules/staff/correspondence/utils/correspondence-query';
import {
  readBoolean,
  readOneOf,
  readPage,
  readSort,
  writeSort,
  type SortState,
} from '@/modules/ui/utils/url-values';

const ACCOUNT_SORT_KEYS = ['name', 'email', 'role', 'approvalStatus', 'createdAt'] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];

/** The server's order when the address names none: newest first. */
export const DEFAULT_ACCOUNT_SORT: SortState<AccountSortKey> = { key: 'createdAt', direction: 'desc' };

const SORT_FIELDS: Record<AccountSortKey, UserSortField> = {
  name: 'NAME',
  email: 'EMAIL',
  role: 'ROLE',
  approvalStatus: 'APPROVAL_STATUS',
  createdAt: 'CREATED_AT',
};

/** The accounts list as the address holds it, so a filtered list can be shared and survives a reload. */
export interface AccountListQuery {
  search: string;
  role: Role | null;
  verified: boolean | null;
  approval: ApprovalStatus | null;
  /** Assigned to me, or to nobody. */
  assignment: AssignmentFilter | null;
  /** Only the accounts whose student wrote messages no staff member opened yet. */
  unreadFromStudents: boolean;
  /** Only the accounts whose correction request is open and past its due date. */
  overdueCorrections: boolean;
  page: number;
  sort: SortState<AccountSortKey>;
}

export function readAccountListQuery(params: URLSearchParams): AccountListQuery {
  return {
    search: params.get('search') ?? '',
    role: readOneOf(params, 'role', ROLES),
    verified: readBoolean(params, 'verified'),
    approval: readOneOf(params, 'approval', APPROVAL_STATUSES),
    assignment: readAssignment(params),
    unreadFromStudents: readUnreadFromStudents(params),
    overdueCorrections: readOverdueCorrections(params),
    page: readPage(params),
    sort: readSort(params, ACCOUNT_SORT_KEYS) ?? DEFAULT_ACCOUNT_SORT,
  };
}

/** Writes only what differs from the defaults. */
export function writeAccountListQuery(query: AccountListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.role) params.set('role', query.role);
  if (query.verified !== null) params.set('verified', String(query.verified));
  if (query.approval) params.set('approval', query.approval);
  writeAssignment(params, query.assignment);
  writeCorrespondenceFilters(params, query);
  if (query.page > 1) params.set('page', String(query.page));
  const defaultSort =
    query.sort.key === DEFAULT_ACCOUNT_SORT.key && query.sort.direction === DEFAULT_ACCOUNT_SORT.direction;
  writeSort(params, defaultSort ? null : query.sort);
  return params;
}

/** The bff's filter (a filter change always goes back to the first page: see the page component). */
export function toUserFilter(query: AccountListQuery): UserFilter {
  return {
    search: query.search.trim() || undefined,
    role: query.role ?? undefined,
    isVerified: query.verified ?? undefined,
    approvalStatus: query.approval ?? undefined,
    assignment: query.assignment ?? undefined,
    unreadFromStudents: query.unreadFromStudents || undefined,
    overdueCorrections: query.overdueCorrections || undefined,
  };
}

/** The bff's sort: the whole list is sorted on the server, not only the page shown. */
export function toUserSort(sort: SortState<AccountSortKey>): UserSort {
  return { field: SORT_FIELDS[sort.key], order: sort.direction === 'asc' ? 'ASC' : 'DESC' };
}

/** The server export's filters (the api's names), the same as the table's; the file is newest first. */
export function toAccountExportFilters(query: AccountListQuery): Record<string, string | undefined> {
  return {
    search: query.search.trim() || undefined,
    role_id: query.role ?? undefined,
    is_verified: query.verified === null ? undefined : String(query.verified),
    approval_status: query.approval ?? undefined,
    assignee: assigneeInExport(query.assignment),
    unread_from_students: query.unreadFromStudents ? 'true' : undefined,
    overdue_corrections: query.overdueCorrections ? 'true' : undefined,
  };
}
