import { FIRST_PAGE } from '@bourses/common/limits';
import { format } from 'date-fns';

export interface ScholarshipFilters {
  search: string;
  /** An ISO 3166-1 alpha-2 code, or '' for every country. */
  country: string;
  university: string;
  /** Only scholarships still open today. */
  openOnly: boolean;
  page: number;
}

/** The full list: nothing searched, every country and university, closed scholarships too. */
export const NO_SCHOLARSHIP_FILTERS: ScholarshipFilters = {
  search: '',
  country: '',
  university: '',
  openOnly: false,
  page: FIRST_PAGE,
};

/** Whether a search or a filter narrows the list (the page does not): an empty list then offers to clear them. */
export function narrowsScholarships(filters: ScholarshipFilters): boolean {
  return Boolean(filters.search.trim() || filters.country || filters.university || filters.openOnly);
}

/** Reads the filters from the address, so a filtered list can be shared and survives a reload. */
export function readScholarshipFilters(params: URLSearchParams): ScholarshipFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: params.get('search') ?? '',
    country: params.get('country') ?? '',
    university: params.get('university') ?? '',
    openOnly: params.get('open') === '1',
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
  };
}

/** Writes only what differs from the defaults. */
export function writeScholarshipFilters(filters: ScholarshipFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.country) params.set('country', filters.country);
  if (filters.university) params.set('university', filters.university);
  if (filters.openOnly) params.set('open', '1');
  if (filters.page > FIRST_PAGE) params.set('page', String(filters.page));
  return params;
}

/** The GraphQL filter: open-only asks for deadlines from today on. */
export function toScholarshipFilterInput(filters: ScholarshipFilters, today: Date) {
  return {
    search: filters.search.trim() || undefined,
    country: filters.country || undefined,
    university: filters.university || undefined,
    deadline: filters.openOnly ? format(today, 'yyyy-MM-dd') : undefined,
  };
}
