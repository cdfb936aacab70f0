import type { ScholarshipAnswer, ScholarshipSummaryAnswer } from '@bourses/api/contract';

/**
 * The parent value of every `Scholarship` field resolver: a scholarship as the api answers it, in
 * full or, in a list that asked for none of its long content, as a summary.
 */
export type ScholarshipModel = ScholarshipAnswer | ScholarshipSummaryAnswer;
