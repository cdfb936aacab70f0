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
  hasPaymentReceipt: z.boolean(),
  hasServiceContract: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type UserAnswer = z.infer<typeof userAnswerSchema>;
