import {
  writeAccountListQuery,
  readAccountListQuery,
} from '@/modules/staff/accounts/utils/account-list-query';
import {
  readApplicationListQuery,
  writeApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';

// The work queue's numbers open the lists they count, filtered through the lists' own address
// format: a renamed URL parameter cannot leave a link behind.

const withQuery = (path: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

const NO_FILTER = new URLSearchParams();

/** The applications list with only these filters. */
export function applicationsLink(filters: {
  pending?: boolean;
  scholarshipId?: string;
  mine?: boolean;
  /** Only those whose student wrote messages no staff member opened yet. */
  unread?: boolean;
  /** Only those whose correction request is past its due date. */
  overdue?: boolean;
}): string {
  const query = readApplicationListQuery(NO_FILTER);
  return withQuery(
    '/admin/applications',
    writeApplicationListQuery({
      ...query,
      status: filters.pending ? 'PENDING' : null,
      scholarshipId: filters.scholarshipId ?? '',
      assignment: filters.mine ? 'ME' : null,
      unreadFromStudents: filters.unread ?? false,
      overdueCorrections: filters.overdue ?? false,
    }),
  );
}

/** The accounts list with only these correspondence filters. */
export function accountsLink(filters: {
  /** Only those whose student wrote messages no staff member opened yet. */
  unread?: boolean;
  /** Only those whose correction request is past its due date. */
  overdue?: boolean;
}): string {
  return withQuery(
    '/admin/accounts',
    writeAccountListQuery({
      ...readAccountListQuery(NO_FILTER),
      unreadFromStudents: filters.unread ?? false,
      overdueCorrections: filters.overdue ?? false,
    }),
  );
}

/** The accounts list of those waiting for approval (assigned to the reader with `mine`). */
export function pendingAccountsLink(filters: { mine?: boolean } = {}): string {
  return withQuery(
    '/admin/accounts',
    writeAccountListQuery({
      ...readAccountListQuery(NO_FILTER),
      approval: 'PENDING',
      assignment: filters.mine ? 'ME' : null,
    }),
  );
}

export const applicationLink = (id: string) => `/admin/applications/${encodeURIComponent(id)}`;
export const accountLink = (id: string) => `/admin/accounts/${encodeURIComponent(id)}`;
