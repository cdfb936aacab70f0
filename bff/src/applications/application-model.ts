import { z } from 'zod';
import { APPLICATION_STATUSES, ROLES } from '@bourses/common/statuses';
import { upstreamScholarshipSchema } from '../scholarships/scholarship-model.ts';
import { upstreamUserSchema } from '../iam/user-model.ts';

/** One status change as the api answers it. */
export const upstreamHistoryEntrySchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  feedback: z.string().nullish(),
  actorId: z.string().nullish(),
  actor: z
    .object({ id: z.string(), firstName: z.string().catch(''), lastName: z.string().catch(''), role: z.enum(ROLES) })
    .nullish(),
  at: z.string(),
});

/** An application as the api answers it; the scholarship and applicant may be embedded or not. */
export const upstreamApplicationSchema = z.object({
  id: z.coerce.number().int(),
  scholarshipId: z.coerce.number().int(),
  userId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  rejectionReason: z.string().nullish(),
  feedback: z.string().nullish(),
  hasReceipt: z.boolean().optional(),
  receiptFileId: z.string().nullish(),
  scholarship: upstreamScholarshipSchema.partial().extend({ id: z.coerce.number().int() }).nullish(),
  user: upstreamUserSchema.partial().extend({ id: z.string() }).nullish(),
  history: z.array(upstreamHistoryEntrySchema).nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The parent value of every `Application` field resolver. */
export type ApplicationModel = z.infer<typeof upstreamApplicationSchema>;
export type HistoryEntryModel = z.infer<typeof upstreamHistoryEntrySchema>;
