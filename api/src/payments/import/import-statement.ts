import { createHash } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import type { DB } from '#api/db/schema.ts';
import type { BankStatementsTable } from '#api/db/statement-tables.ts';
import { AppError } from '#api/http/app-error.ts';
import type { ColumnMapping } from '#api/payments/statements/column-mapping.ts';
import { readStatement } from '#api/payments/statements/read-statement.ts';
import type { StatementReading } from '#api/payments/statements/statement-reading.ts';
import { rememberedMapping, rememberMapping } from './bank-mapping.ts';
import { matchLines, type LineOutcome } from './match-lines.ts';
import { insertNewLines, lockPaymentsByReference, recordOutcomes } from './statement-line-store.ts';
import { verifyFromStatement } from './verify-from-statement.ts';

export interface StatementUpload {
  file: Buffer;
  fileName: string;
  /** As staff typed it, trimmed. */
  bank: string;
  /** Staff's choice of columns for this file, when they made one. */
  mapping: ColumnMapping | undefined;
}

export type StatementImport =
  | { status: 'NEEDS_MAPPING'; headers: string[] }
  | { status: 'IMPORTED'; statement: Selectable<BankStatementsTable> };

type Read = Extract<StatementReading, { status: 'READ' }>;

/**
 * The statement read with the mapping given, else the one remembered for the bank, else by its
 * headers. A remembered mapping the file no longer fits (the bank changed its export) gives way to
 * the headers, which are recognised or asked for again.
 */
async function readForBank(
  context: AppContext,
  upload: StatementUpload,
): Promise<{ reading: StatementReading; remember: boolean }> {
  const { file, fileName, mapping } = upload;
  if (mapping !== undefined)
    return { reading: await readStatement(file, { fileName, mapping }), remember: true };
  const remembered = await rememberedMapping(context.db, upload.bank);
  if (remembered !== undefined) {
    try {
      return { reading: await readStatement(file, { fileName, mapping: remembered }), remember: false };
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'STATEMENT_MAPPING_INVALID')) throw error;
    }
  }
  return { reading: await readStatement(file, { fileName }), remember: false };
}

/**
 * Imports a bank statement (docs/payments.md, "Bank statement import"): in one transaction, the
 * statement, its credits never imported before, the payments they verify with their audit entries
 * and mails, and the statement's counts. Any failure rolls all of it back. A file whose columns
 * are not known stores nothing and answers its headers to map.
 */
export async function importStatement(
  context: AppContext,
  by: Caller,
  upload: StatementUpload,
): Promise<StatementImport> {
  const { reading, remember } = await readForBank(context, upload);
  if (reading.status === 'NEEDS_MAPPING') return reading;
  const statement = await context.db
    .transaction()
    .execute((trx) => applyStatement(context, trx, by, upload, reading, remember));
  return { status: 'IMPORTED', statement };
}

async function applyStatement(
  context: AppContext,
  trx: Transaction<DB>,
  by: Caller,
  upload: StatementUpload,
  reading: Read,
  remember: boolean,
): Promise<Selectable<BankStatementsTable>> {
  const now = context.clock.now();
  if (remember) await rememberMapping(trx, upload.bank, reading.columns, now);
  const { id: statementId } = await trx
    .insertInto('bankStatements')
    .values({
      bank: upload.bank,
      fileName: upload.fileName,
      fileSha256: createHash('sha256').update(upload.file).digest('hex'),
      columns: JSON.stringify(reading.columns),
      importedAt: now,
      importedBy: by.actor.id,
      problems: JSON.stringify(reading.problems),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const newLines = await insertNewLines(trx, statementId, reading.lines);
  const payments = await lockPaymentsByReference(
    trx,
    newLines.flatMap((line) => line.references),
  );
  const { outcomes, verifications } = matchLines(newLines, payments);
  await recordOutcomes(trx, outcomes);
  await verifyFromStatement(context, trx, by, statementId, verifications);

  const count = (outcome: LineOutcome['outcome']) =>
    outcomes.filter((line) => line.outcome === outcome).length;
  const counts = {
    lineCount: reading.lines.length,
    matchedCount: count('MATCHED'),
    alreadyVerifiedCount: count('ALREADY_VERIFIED'),
    mismatchCount: count('MISMATCH'),
    unmatchedCount: count('UNMATCHED'),
    alreadyImportedCount: reading.lines.length - newLines.length,
    problemCount: reading.problems.length,
  };
  const statement = await trx
    .updateTable('bankStatements')
    .set(counts)
    .where('id', '=', statementId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, by, {
    action: 'statement.import',
    targetType: 'bank-statement',
    targetId: statementId,
    changes: { bank: upload.bank, fileName: upload.fileName, ...counts },
  });
  return statement;
}
