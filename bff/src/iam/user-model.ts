import { z } from 'zod';
import { APPROVAL_STATUSES, ROLES } from '@bourses/common/statuses';
import { LANGUAGES } from '@bourses/common/languages';

/** A user as the api presents it (iam `presentUser`); unknown fields are ignored. */
export const upstreamUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullish(),
  role: z.enum(ROLES),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  isVerified: z.boolean(),
  approvalDate: z.string().nullish(),
  rejectionReason: z.string().nullish(),
  language: z.enum(LANGUAGES).catch('fr'),
  hasPaymentReceipt: z.boolean().optional(),
  hasServiceContract: z.boolean().optional(),
  createdAt: z.string().nullish(),
});

/** The parent value of every `User` field resolver. */
export type UserModel = z.infer<typeof upstreamUserSchema>;
