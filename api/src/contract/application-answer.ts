import { z } from 'zod';
import { APPLICATION_STATUSES, ROLES } from '@bourses/common/statuses';
import { conversationSummaryAnswerSchema } from './correspondence-answer.ts';

/**
 * One status change of an application: what, when, with which feedback, and by whom (null once
 * deleted). A student reads a staff member's change without the id or the name: only the role.
 */
export const historyEntryAnswerSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  feedback: z.string().nullable(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.enum(ROLES) }).nullable(),
  /** The correction request this step made (correction_requested) or answered (pending), else null. */
  correctionRequestId: z.string().nullable(),
});

/**
 * An application as every list and detail answers it (applications/application-presenter.ts); the
 * detail adds its history.
 */
export const applicationAnswerSchema = z.object({
  id: z.number().int(),
  /** Staff readers only: the staff member who follows it, or null (docs/product-rules.md, "Assignment"). */
  assigneeId: z.string().nullable().optional(),
  scholarshipId: z.number().int(),
  /** Null, with `applicant`, once the student deleted their account (the application is kept anonymised). */
  userId: z.string().nullable(),
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
  applicant: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), name: z.string(), email: z.string() })
    .nullable(),
  history: z.array(historyEntryAnswerSchema).optional(),
  /** Its conversation with the caller's side's unread count; null once the student deleted their account. */
  conversation: conversationSummaryAnswerSchema.nullable(),
  /** When a submitted correction put it back in the queue; null once decided again (the queue's "corrected" mark). */
  correctedAt: z.string().nullable(),
});

export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;
export type HistoryEntryAnswer = z.infer<typeof historyEntryAnswerSchema>;
