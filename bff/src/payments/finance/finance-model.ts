import type { FinanceRowAnswer } from '@bourses/api/contract';

/** The parent value of `FinanceRow`'s fields: the api's row, its scholarship read through the loaders. */
export type FinanceRowModel = Omit<FinanceRowAnswer, 'scholarshipTitle'>;
