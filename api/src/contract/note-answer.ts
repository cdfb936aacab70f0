import { z } from 'zod';
import { ROLES } from '@bourses/common/statuses';

/** A staff member's internal note (casework/notes-presenter.ts): on an application or an account. */
export const noteAnswerSchema = z.object({
  id: z.string(),
  applicationId: z.number().int().nullable(),
  userId: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  /** Null once the author's account is deleted. */
  author: z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) }).nullable(),
});

/**
 * How one application of a bulk action went (applications/bulk-presenter.ts), with its student's name
 * (null for an unknown application or a deleted account): the outcome names rows the page may no longer list.
 */
export const bulkOutcomeAnswerSchema = z.union([
  z.object({ id: z.number().int(), applicantName: z.string().nullable(), ok: z.literal(true) }),
  z.object({
    id: z.number().int(),
    applicantName: z.string().nullable(),
    ok: z.literal(false),
    code: z.string(),
    message: z.string(),
  }),
]);

export const bulkAnswerSchema = z.object({
  results: z.array(bulkOutcomeAnswerSchema),
  succeeded: z.number().int(),
  failed: z.number().int(),
});

export type NoteAnswer = z.infer<typeof noteAnswerSchema>;
export type BulkOutcomeAnswer = z.infer<typeof bulkOutcomeAnswerSchema>;
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;
