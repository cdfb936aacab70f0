import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '@bourses/common/limits';
import { bulkTargetFields, hasOneBulkTarget } from '#api/applications/bulk-schema.ts';

/**
 * POST /api/admin/applications/messages: one text, to the student of each chosen application or of
 * every application the staff list shows for `filter` (as a bulk decision picks them).
 */
export const bulkMessageBody = z
  .object({
    ...bulkTargetFields,
    body: z
      .string('BULK_MESSAGE_BODY_REQUIRED')
      .trim()
      .min(1, 'BULK_MESSAGE_BODY_REQUIRED')
      // Counted in characters (code points) after trimming, as the database counts them.
      .refine((text) => [...text].length <= MESSAGE_MAX_LENGTH, 'MESSAGE_TOO_LONG'),
  })
  .refine(hasOneBulkTarget, { message: 'BULK_TARGET_REQUIRED', path: ['applicationIds'] });

export type BulkMessageRequest = z.infer<typeof bulkMessageBody>;
