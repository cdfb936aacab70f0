import type { AssignmentFilter } from '@/modules/staff/__generated__/graphql';

// The address spells the filter `assigned=me` or `assigned=none`, the same on every staff list.
const IN_ADDRESS: Record<AssignmentFilter, string> = { ME: 'me', UNASSIGNED: 'none' };

export function readAssignment(params: URLSearchParams): AssignmentFilter | null {
  const value = params.get('assigned');
  if (value === IN_ADDRESS.ME) return 'ME';
  if (value === IN_ADDRESS.UNASSIGNED) return 'UNASSIGNED';
  return null;
}

/** The api's `assignee` filter (`me` or `none`), as the exports take it. */
export function assigneeInExport(assignment: AssignmentFilter | null): string | undefined {
  return assignment ? IN_ADDRESS[assignment] : undefined;
}

export function writeAssignment(params: URLSearchParams, assignment: AssignmentFilter | null): void {
  if (assignment) params.set('assigned', IN_ADDRESS[assignment]);
}
