import { z } from 'zod';

/** A scholarship the signed-in student saved (saved-scholarships/saved-scholarship-presenter.ts). */
export const savedScholarshipAnswerSchema = z.object({
  scholarshipId: z.number(),
  savedAt: z.string(),
});

export type SavedScholarshipAnswer = z.infer<typeof savedScholarshipAnswerSchema>;
