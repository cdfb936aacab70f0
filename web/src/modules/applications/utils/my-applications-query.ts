import type { ApplicationStatus } from '@/__generated__/graphql';
import { APPLICATION_STATUSES } from '@/modules/applications/utils/application-statuses';
import type { SearchableListQuery } from '@/modules/ui/components/ListFilters';
import { readOneOf, readPage } from '@/modules/ui/utils/url-values';

/** /applications as its address holds it: ?status=REJECTED&search=sorbonne&page=2. */
export interface MyApplicationsQuery extends SearchableListQuery {
  status: ApplicationStatus | null;
}

export function readMyApplicationsQuery(params: URLSearchParams): MyApplicationsQuery {
  return {
    status: readOneOf(params, 'status', APPLICATION_STATUSES),
    search: params.get('search') ?? '',
    page: readPage(params),
  };
}

/** Writes only what differs from the defaults. */
export function writeMyApplicationsQuery(query: MyApplicationsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
