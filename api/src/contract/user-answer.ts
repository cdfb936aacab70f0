import { z } from 'zod';
import { LANGUAGES } from '@bourses/common/languages';
import { APPROVAL_STATUSES, ROLES } from '@bourses/common/statuses';
import { conversationSummaryAnswerSchema } from './correspondence-answer.ts';

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
  /** Digest mails of new messages on (students turn them off in the profile). */
  messageMails: z.boolean(),
  /** The owner and staff readers, students' accounts only: the account's conversation, with the caller's side's unread count. */
  conversation: conversationSummaryAnswerSchema.nullable().optional(),
  /** When a submitted correction put the account back in the queue; null once decided again. */
  correctedAt: z.string().nullable(),
});

export type UserAnswer = z.infer<typeof userAnswerSchema>;
