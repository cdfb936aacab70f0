import type { BulkAnswer, BulkOutcomeAnswer } from '../contract/note-answer.ts';
import type { Presented } from '../contract/presented.ts';
import type { BulkOutcome } from './bulk-decision.ts';

/** A bulk action's answer: each row with its student's name (null when unknown), and how many went through. */
export function presentBulkResult(outcomes: readonly BulkOutcome[], names: ReadonlyMap<number, string>) {
  const results = outcomes.map(
    (outcome) => ({ ...outcome, applicantName: names.get(outcome.id) ?? null }) satisfies Presented<BulkOutcomeAnswer>,
  );
  const succeeded = outcomes.filter((outcome) => outcome.ok).length;
  return { results, succeeded, failed: outcomes.length - succeeded } satisfies Presented<BulkAnswer>;
}
