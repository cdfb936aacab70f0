import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { APPROVAL_STATUSES, ROLES } from '@bourses/common/statuses';

/** A user as every iam endpoint answers it (iam/user-presenter.ts), never with the password hash. */
export const userAnswerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  isApproved: z.boolean(),
  isVerified: z.boolean(),
  approvalDate: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** Deadline reminders of saved scholarships on (students turn them off in the profile or from a mail). */
  deadlineReminders: z.boolean(),
  hasPaymentReceipt: z.boolean(),
  hasServiceContract: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Staff readers only: the staff member who follows the account, or null (docs/product-rules.md, "Assignment"). */
  assigneeId: z.string().nullable().optional(),
  /** ADMIN readers and the owner only: whether the account has a second factor (iam/factors/second-factor-flag.ts). */
  secondFactorEnabled: z.boolean().optional(),
});

export type UserAnswer = z.infer<typeof userAnswerSchema>;
