import { format } from 'date-fns';
import type { ScholarshipFilter, ScholarshipStatus } from '@/modules/staff/__generated__/graphql';
import { readPage } from '@/modules/ui/utils/url-values';

export interface ScholarshipListQuery {
  search: string;
  country: string;
  university: string;
  /** Only scholarships still open today. */
  openOnly: boolean;
  /** Empty: every status. */
  status: ScholarshipStatus | '';
  page: number;
}

const STATUSES: readonly ScholarshipStatus[] = ['DRAFT', 'PUBLISHED', 'ARCHIVED'];
const readStatus = (value: string | null): ScholarshipStatus | '' =>
  STATUSES.find((status) => status.toLowerCase() === value) ?? '';

export function readScholarshipListQuery(params: URLSearchParams): ScholarshipListQuery {
  return {
    search: params.get('search') ?? '',
    country: params.get('country') ?? '',
    university: params.get('university') ?? '',
    openOnly: params.get('open') === '1',
    status: readStatus(params.get('status')),
    page: readPage(params),
  };
}

export function writeScholarshipListQuery(query: ScholarshipListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.country) params.set('country', query.country);
  if (query.university) params.set('university', query.university);
  if (query.openOnly) params.set('open', '1');
  if (query.status) params.set('status', query.status.toLowerCase());
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function toScholarshipFilter(query: ScholarshipListQuery, today: Date): ScholarshipFilter {
  return {
    search: query.search.trim() || undefined,
    country: query.country || undefined,
    university: query.university || undefined,
    deadline: query.openOnly ? format(today, 'yyyy-MM-dd') : undefined,
    status: query.status || undefined,
  };
}
