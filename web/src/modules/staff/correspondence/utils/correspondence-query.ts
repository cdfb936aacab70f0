// The staff lists' correspondence filters in the address: `unread=true` (messages from students no
// staff member opened) and `overdue=true` (open correction requests past their due date).

const UNREAD = 'unread';
const OVERDUE = 'overdue';

const flagOf = (params: URLSearchParams, name: string) => params.get(name) === 'true';

export const readUnreadFromStudents = (params: URLSearchParams): boolean => flagOf(params, UNREAD);
export const readOverdueCorrections = (params: URLSearchParams): boolean => flagOf(params, OVERDUE);

export function writeCorrespondenceFilters(
  params: URLSearchParams,
  filters: { unreadFromStudents?: boolean; overdueCorrections?: boolean },
): void {
  if (filters.unreadFromStudents) params.set(UNREAD, 'true');
  if (filters.overdueCorrections) params.set(OVERDUE, 'true');
}
