import type { ScholarshipStatus } from '@bourses/common/statuses';
import type { Actor } from '../auth/actor.ts';

/** The statuses a read returns: one status, or any when absent; `appliedBy` adds a student's own. */
export interface Visibility {
  status?: ScholarshipStatus | undefined;
  appliedBy?: string | undefined;
}

/**
 * What a caller reads (docs/product-rules.md, "A scholarship's life"): staff every status, or the one
 * they filter by; students and visitors the published catalogue, and a student, where they ask for
 * scholarships by id (a detail, their applications' scholarships), also those they applied to: an
 * archived scholarship still names their application.
 */
export function visibilityFor(
  actor: Actor | undefined,
  staff: boolean,
  read: { status?: ScholarshipStatus | undefined; byId: boolean },
): Visibility {
  if (staff) return { status: read.status };
  return { status: 'published', appliedBy: read.byId ? actor?.id : undefined };
}
