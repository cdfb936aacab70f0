import type { ScholarshipStatus } from './statuses.ts';

/**
 * The staff's status actions and the statuses each may start from (docs/product-rules.md, "A
 * scholarship's life"): the api refuses any other, the console offers only these.
 */
export const SCHOLARSHIP_STATUS_CHANGES = {
  publish: { from: ['draft'], to: 'published' },
  unpublish: { from: ['published'], to: 'draft' },
  archive: { from: ['draft', 'published'], to: 'archived' },
  // Back to draft: nothing reappears in the catalogue without a deliberate Publish.
  restore: { from: ['archived'], to: 'draft' },
} as const satisfies Record<string, { from: readonly ScholarshipStatus[]; to: ScholarshipStatus }>;

export type ScholarshipStatusChange = keyof typeof SCHOLARSHIP_STATUS_CHANGES;

/** The actions a scholarship of this status offers, in the order the console shows them. */
export const statusChangesFrom = (status: ScholarshipStatus): ScholarshipStatusChange[] =>
  (Object.keys(SCHOLARSHIP_STATUS_CHANGES) as ScholarshipStatusChange[]).filter((change) =>
    (SCHOLARSHIP_STATUS_CHANGES[change].from as readonly ScholarshipStatus[]).includes(status),
  );
