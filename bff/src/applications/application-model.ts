import { z } from 'zod';
import { APPLICATION_STATUSES, ROLES } from '@bourses/common/statuses';

/** One status change as the api answers it. */
export const upstreamHistoryEntrySchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  feedback: z.string().nullish(),
  actor: z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) }).nullish(),
  at: z.string(),
});

/**
 * An application as the api answers it (list, detail, writes). The embedded scholarship and
 * applicant are summaries: the full ones come through the loaders.
 */
export const upstreamApplicationSchema = z.object({
  id: z.number().int(),
  scholarshipId: z.number().int(),
  userId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  rejectionReason: z.string().nullish(),
  feedback: z.string().nullish(),
  paymentReceipt: z.object({ url: z.string() }).nullish(),
  history: z.array(upstreamHistoryEntrySchema).nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The parent value of every `Application` field resolver. */
export type ApplicationModel = z.infer<typeof upstreamApplicationSchema>;
export type HistoryEntryModel = z.infer<typeof upstreamHistoryEntrySchema>;
