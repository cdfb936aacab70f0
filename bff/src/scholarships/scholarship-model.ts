import type { ScholarshipAnswer } from '@bourses/api/contract';

/** The parent value of every `Scholarship` field resolver: a scholarship as the api answers it. */
export type ScholarshipModel = ScholarshipAnswer;
