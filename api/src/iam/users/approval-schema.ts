import { z } from 'zod';
import { UUID_PATTERN } from './user-id.ts';
import { approvalStatusField } from '../account-fields.ts';
import { verificationSchema } from '#api/payments/review/review-schemas.ts';

// Mails go through the queue (jobs/mail-jobs.ts): a batch of 200 answers as fast as one account.
export const MAX_ACCOUNTS_AT_ONCE = 200;
const REASON_MAX_LENGTH = 1000;

/** PUT /api/iam/users/approval: `{ userIds, approvalStatus, reason? }`. */
export const approvalSchema = z.object({
  userIds: z
    .array(
      z
        .string({ error: () => 'USER_ID_INVALID' })
        .regex(UUID_PATTERN, 'USER_ID_INVALID')
        .transform((id) => id.toLowerCase()),
      { error: () => 'USER_IDS_REQUIRED' },
    )
    .min(1, 'USER_IDS_REQUIRED')
    .max(MAX_ACCOUNTS_AT_ONCE, 'USER_IDS_REQUIRED')
    .transform((ids) => [...new Set(ids)]),
  // CHANGES_REQUESTED is reached through a correction request only (correspondence/corrections).
  approvalStatus: approvalStatusField.pipe(
    z.enum(['PENDING', 'APPROVED', 'REJECTED'], { error: () => 'APPROVAL_CHANGES_THROUGH_REQUEST' }),
  ),
  /** Kept with a rejection and sent to the student; blank means none. */
  reason: z
    .string({ error: () => 'TEXT_EXPECTED' })
    .trim()
    .max(REASON_MAX_LENGTH, 'REASON_TOO_LONG')
    .nullish()
    .transform((reason) => reason || null),
  /** Approving one account: its registration payment received, verified with the approval. */
  payment: verificationSchema.optional(),
});

export type ApprovalChange = z.infer<typeof approvalSchema>;
