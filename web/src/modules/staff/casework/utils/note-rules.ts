import { NOTE_MAX_LENGTH } from '@bourses/common/limits';

/** Why a note cannot be sent as typed, or null: the api's rule, said before sending. */
export function noteProblem(text: string): 'EMPTY' | 'TOO_LONG' | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'EMPTY';
  return trimmed.length > NOTE_MAX_LENGTH ? 'TOO_LONG' : null;
}
