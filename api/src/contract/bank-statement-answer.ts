import { z } from 'zod';
import { moneyAnswerSchema } from './money-answer.ts';

/** What an imported statement's line came to (docs/payments.md, "Bank statement import"). */
export const STATEMENT_LINE_OUTCOMES = ['MATCHED', 'ALREADY_VERIFIED', 'MISMATCH', 'UNMATCHED'] as const;
export type StatementLineOutcome = (typeof STATEMENT_LINE_OUTCOMES)[number];

/** Which header of the file held what: recognised, remembered for the bank, or mapped by staff. */
const statementColumnsAnswerSchema = z.object({
  date: z.string(),
  label: z.string(),
  amount: z.string(),
  debit: z.string().optional(),
  reference: z.string().optional(),
});

/** An imported statement, "relevé n° {id}", and its counts (GET /api/payments/statements). */
export const bankStatementSummaryAnswerSchema = z.object({
  id: z.string(),
  /** As staff typed it; its mapping is remembered under its trimmed, lower-case form. */
  bank: z.string(),
  fileName: z.string(),
  importedAt: z.string(),
  /** Null once that staff member's account was deleted. */
  importedById: z.string().nullable(),
  columns: statementColumnsAnswerSchema,
  /** Credits read; each is counted once in the five counts below. */
  lineCount: z.number().int(),
  matchedCount: z.number().int(),
  alreadyVerifiedCount: z.number().int(),
  mismatchCount: z.number().int(),
  unmatchedCount: z.number().int(),
  /** Credits imported before (this file again, or an overlapping statement): never applied twice. */
  alreadyImportedCount: z.number().int(),
  /** Lines that could not be read, not counted in lineCount. */
  problemCount: z.number().int(),
});

export type BankStatementSummaryAnswer = z.infer<typeof bankStatementSummaryAnswerSchema>;

/** One credit of an imported statement, and the payment its reference named. */
export const statementLineAnswerSchema = z.object({
  line: z.number().int(),
  /** yyyy-mm-dd */
  date: z.string(),
  /** As the bank wrote it: text, never evaluated. */
  label: z.string(),
  amount: moneyAnswerSchema,
  references: z.array(z.string()),
  outcome: z.enum(STATEMENT_LINE_OUTCOMES),
  paymentId: z.string().nullable(),
  paymentReference: z.string().nullable(),
});

export type StatementLineAnswer = z.infer<typeof statementLineAnswerSchema>;

/** A line that could not be read, with why in the caller's language. */
export const statementProblemAnswerSchema = z.object({
  line: z.number().int(),
  code: z.string(),
  message: z.string(),
  value: z.string(),
});

/** One statement with its lists (GET /api/payments/statements/{id}), each in line order. */
export const bankStatementAnswerSchema = bankStatementSummaryAnswerSchema.extend({
  matched: z.array(statementLineAnswerSchema),
  alreadyVerified: z.array(statementLineAnswerSchema),
  mismatches: z.array(statementLineAnswerSchema),
  unmatched: z.array(statementLineAnswerSchema),
  problems: z.array(statementProblemAnswerSchema),
});

export type BankStatementAnswer = z.infer<typeof bankStatementAnswerSchema>;

/** POST /api/payments/statements: imported, or the headers staff map before importing again. */
export const statementImportAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('NEEDS_MAPPING'), headers: z.array(z.string()) }),
  z.object({ status: z.literal('IMPORTED'), statement: bankStatementSummaryAnswerSchema }),
]);

export type StatementImportAnswer = z.infer<typeof statementImportAnswerSchema>;
