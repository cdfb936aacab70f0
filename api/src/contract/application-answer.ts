import { z } from 'zod';
import { APPLICATION_STATUSES, ROLES } from '@bourses/common/statuses';

/** One status change of an application: what, when, with which feedback, and by whom (null once deleted). */
export const historyEntryAnswerSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  feedback: z.string().nullable(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) }).nullable(),
});

/**
 * An application as every list and detail answers it (applications/application-presenter.ts); the
 * detail adds its history.
 */
export const applicationAnswerSchema = z.object({
  id: z.number().int(),
  scholarshipId: z.number().int(),
  userId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  feedback: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paymentReceipt: z
    .object({ fileName: z.string().nullable(), mimeType: z.string().nullable(), sizeBytes: z.number().nullable(), url: z.string() })
    .nullable(),
  scholarship: z.object({
    id: z.number().int(),
    title: z.string().nullable(),
    country: z.string(),
    university: z.string(),
    deadline: z.string(),
    deadlinePassed: z.boolean(),
  }),
  applicant: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), name: z.string(), email: z.string() }),
  history: z.array(historyEntryAnswerSchema).optional(),
});

export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;
export type HistoryEntryAnswer = z.infer<typeof historyEntryAnswerSchema>;
