import type { ApplicationFilter } from '../__generated__/resolvers-types.ts';
import { assigneeQuery } from './assignee-filter.ts';

/** The staff list's filter as the api's bulk actions (decisions, messages) read it. */
export const bulkFilter = (filter: ApplicationFilter) => ({
  status: filter.status ?? undefined,
  scholarshipId: filter.scholarshipId ?? undefined,
  userId: filter.userId ?? undefined,
  search: filter.search ?? undefined,
  assignee: assigneeQuery(filter.assignment),
  unreadFromStudents: filter.unreadFromStudents ?? undefined,
  overdueCorrections: filter.overdueCorrections ?? undefined,
});

/** A bulk action's target in the api's spelling: the chosen applications or the filter. */
export const bulkTarget = (input: { applicationIds?: string[] | null; filter?: ApplicationFilter | null }) => ({
  ...(input.applicationIds ? { applicationIds: input.applicationIds } : {}),
  ...(input.filter ? { filter: bulkFilter(input.filter) } : {}),
});
