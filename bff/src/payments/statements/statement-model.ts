import type { BankStatementAnswer, BankStatementSummaryAnswer, StatementLineAnswer } from '@bourses/api/contract';

type StatementLists = Pick<BankStatementAnswer, 'matched' | 'alreadyVerified' | 'mismatches' | 'unmatched' | 'problems'>;

/**
 * The parent value of `BankStatementImport`: a statement's summary as the list and the import answer
 * it, with its lists when it was read alone (otherwise its list fields read it).
 */
export type BankStatementModel = BankStatementSummaryAnswer & Partial<StatementLists>;

/** The parent value of `StatementLine`: the api's line, naming its payment by id. */
export type StatementLineModel = StatementLineAnswer;
