import { z } from 'zod';
import { NOTE_MAX_LENGTH } from '@bourses/common/limits';

/** The body of a new note: `{ text }`, trimmed, not blank, plain text of NOTE_MAX_LENGTH characters at most (NOTE_TEXT_TOO_LONG says it). */
export const noteBody = z.object({
  text: z
    .string('NOTE_TEXT_REQUIRED')
    .trim()
    .min(1, 'NOTE_TEXT_REQUIRED')
    .max(NOTE_MAX_LENGTH, 'NOTE_TEXT_TOO_LONG'),
});
