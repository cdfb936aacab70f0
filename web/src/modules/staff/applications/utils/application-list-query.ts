import type {
  ApplicationFilter,
  ApplicationStatus,
  AssignmentFilter,
} from '@/modules/staff/__generated__/graphql';
import {
  assigneeInExport,
  readAssignment,
  writeAssignment,
} from '@/modules/staff/casework/utils/assignment-query';
import { APPLICATION_STATUSES } from '@/modules/applications/utils/application-statuses';
import {
  readOverdueCorrections,
  readUnreadFromStudents,
  writeCorrespondenceFilters,
} from '@/modules/staff/correspondence/utils/correspondence-query';
import { readOneOf, readPage } from '@/modules/ui/utils/url-values';

/** The applications list as the address holds it. */
export interface ApplicationListQuery {
  status: ApplicationStatus | null;
  scholarshipId: string;
  search: string;
  /** Assigned to me, or to nobody; absent: everyone's. */
  assignment?: AssignmentFilter | null;
  /** Only those whose student wrote messages no staff member opened yet; absent: every one. */
  unreadFromStudents?: boolean;
  /** Only those whose correction request is open past its due date; absent: every one. */
  overdueCorrections?: boolean;
  page: number;
}

export function readApplicationListQuery(params: URLSearchParams): ApplicationListQuery {
  return {
    status: readOneOf(params, 'status', APPLICATION_STATUSES),
    scholarshipId: params.get('scholarship') ?? '',
    search: params.get('search') ?? '',
    assignment: readAssignment(params),
    unreadFromStudents: readUnreadFromStudents(params),
    overdueCorrections: readOverdueCorrections(params),
    page: readPage(params),
  };
}

/** Writes only what differs from the defaults. */
export function writeApplicationListQuery(query: ApplicationListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.scholarshipId) params.set('scholarship', query.scholarshipId);
  if (query.search.trim()) params.set('search', query.search.trim());
  writeAssignment(params, query.assignment ?? null);
  writeCorrespondenceFilters(params, query);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function toApplicationFilter(query: ApplicationListQuery): ApplicationFilter {
  return {
    status: query.status ?? undefined,
    scholarshipId: query.scholarshipId || undefined,
    search: query.search.trim() || undefined,
    assignment: query.assignment ?? undefined,
    unreadFromStudents: query.unreadFromStudents || undefined,
    overdueCorrections: query.overdueCorrections || undefined,
  };
}

/** The server export's filters (the api's names and spelling), the same as the table's. */
export function toApplicationExportFilters(query: ApplicationListQuery): Record<string, string | undefined> {
  return {
    status: query.status?.toLowerCase(),
    scholarshipId: query.scholarshipId || undefined,
    search: query.search.trim() || undefined,
    assignee: assigneeInExport(query.assignment ?? null),
    unreadFromStudents: query.unreadFromStudents ? 'true' : undefined,
    overdueCorrections: query.overdueCorrections ? 'true' : undefined,
  };
}
