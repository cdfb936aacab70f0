import type { AssignmentFilter } from '../__generated__/resolvers-types.ts';

/** The GraphQL filter in the api's spelling (`assignee=me|none`). */
export const assigneeQuery = (assignment: AssignmentFilter | null | undefined) =>
  assignment === 'ME' ? 'me' : assignment === 'UNASSIGNED' ? 'none' : undefined;
