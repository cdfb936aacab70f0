import type { SavedScholarshipAnswer } from '../contract/saved-scholarship-answer.ts';
import type { SavedScholarshipRow } from './saved-scholarship-queries.ts';

/** A saved scholarship as the api answers it: which one, and since when (docs/product-rules.md). */
export function presentSavedScholarship(row: SavedScholarshipRow) {
  return { scholarshipId: row.scholarshipId, savedAt: row.savedAt.toISOString() } satisfies SavedScholarshipAnswer;
}
