import { MAX_BULK_APPLICATIONS } from '@bourses/common/limits';
import type { AppContext } from '../context.ts';
import { resolveAssigneeFilter } from '../casework/assignee.ts';
import { matchingApplicationIds } from './application-queries.ts';
import { checkBulkSize, type BulkTarget } from './bulk-schema.ts';
import { correspondenceFilters } from './correspondence-filters.ts';

/**
 * The applications a bulk action (a decision, a message) is about: the chosen ids, each once, or
 * those the staff list shows for the filter, newest first. More than MAX_BULK_APPLICATIONS is
 * refused before anything changes.
 */
export async function bulkTargetIds(context: AppContext, callerId: string, target: BulkTarget): Promise<number[]> {
  if (!target.filter) {
    const ids = [...new Set(target.applicationIds ?? [])];
    checkBulkSize({ count: ids.length, capped: false });
    return ids;
  }
  const { assignee, unreadFromStudents, overdueCorrections, ...filter } = target.filter;
  const matching = await matchingApplicationIds(
    context.db,
    {
      ...filter,
      assignee: resolveAssigneeFilter(assignee, callerId),
      ...correspondenceFilters({ unreadFromStudents, overdueCorrections }, context.clock.now()),
    },
    MAX_BULK_APPLICATIONS,
  );
  checkBulkSize(matching.total);
  checkBulkSize({ count: matching.ids.length, capped: false });
  return matching.ids;
}
