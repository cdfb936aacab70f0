import { z } from 'zod';
import { MAX_BULK_APPLICATIONS } from '@bourses/common/limits';
import { assigneeFilterField, assigneeIdField } from '../casework/assignee.ts';
import { AppError } from '../http/app-error.ts';
import type { Total } from '../http/page.ts';
import { applicationStatus, databaseId, optionalFeedback } from './application-params.ts';
import { correspondenceFilterBody } from './correspondence-filters.ts';

// MAX_BULK_APPLICATIONS (docs/product-rules.md, "Bulk decisions"): the default hourly budget of
// students one staff member may mail, so that one action never half-runs into that limit.

const search = z
  .string('INVALID_FIELD')
  .trim()
  .max(200, 'APPLICATION_SEARCH_TOO_LONG')
  .transform((text) => (text === '' ? undefined : text))
  .optional();

/** The staff list's own filters: "every application matching the filter". */
const bulkFilter = z.object({
  status: applicationStatus.optional(),
  scholarshipId: databaseId('APPLICATION_SCHOLARSHIP_ID_INVALID').optional(),
  userId: z.uuid('APPLICATION_USER_ID_INVALID').optional(),
  search,
  assignee: assigneeFilterField,
  ...correspondenceFilterBody,
});

/** What a bulk action is about: exactly one of the chosen `applicationIds` (at least one) and a `filter`. */
export const bulkTargetFields = {
  applicationIds: z.array(databaseId('APPLICATION_ID_INVALID'), 'BULK_TARGET_REQUIRED').optional(),
  filter: bulkFilter.optional(),
};

export type BulkTarget = { applicationIds?: number[] | undefined; filter?: z.infer<typeof bulkFilter> | undefined };

export const hasOneBulkTarget = ({ applicationIds, filter }: BulkTarget): boolean =>
  (applicationIds === undefined) !== (filter === undefined) && (applicationIds === undefined || applicationIds.length > 0);

/**
 * POST /api/admin/applications/bulk: approve, reject (one feedback for all) or assign, either the
 * chosen `applicationIds` or every application matching `filter`.
 */
export const bulkBody = z
  .object({
    action: z.enum(['approve', 'reject', 'assign'], 'BULK_ACTION_INVALID'),
    feedback: optionalFeedback,
    /** For `assign`: a staff member's id, or null to unassign. */
    assigneeId: assigneeIdField.optional(),
    ...bulkTargetFields,
  })
  .refine(hasOneBulkTarget, { message: 'BULK_TARGET_REQUIRED', path: ['applicationIds'] })
  .refine(({ action, assigneeId }) => action !== 'assign' || assigneeId !== undefined, {
    message: 'ASSIGNEE_INVALID',
    path: ['assigneeId'],
  })
  .refine(({ action, feedback }) => action !== 'reject' || feedback !== undefined, {
    message: 'APPLICATION_FEEDBACK_REQUIRED',
    path: ['feedback'],
  });

export type BulkRequest = z.infer<typeof bulkBody>;

/** Refuses, before anything changes, a bulk action over more applications than the cap. */
export function checkBulkSize({ count, capped }: Total): void {
  if (capped || count > MAX_BULK_APPLICATIONS)
    throw new AppError(400, 'BULK_TOO_MANY', { params: { count: capped ? `${count}+` : count, max: MAX_BULK_APPLICATIONS } });
}
