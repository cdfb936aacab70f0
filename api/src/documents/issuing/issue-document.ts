import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Config } from '#api/config/config.ts';
import type { Database } from '#api/db/database.ts';
import type { DB } from '#api/db/schema.ts';
import { DOCUMENT_TEXTS } from '#api/documents/pdf/document-texts.ts';
import { renderDocumentPdf } from '#api/documents/pdf/render-document.ts';
import { eventOrder } from '#api/documents/download/document-queries.ts';
import { formatVerificationCode, newVerificationCode } from '#api/documents/verification-code.ts';
import type { FileStorage } from '#api/storage/file-storage.ts';
import { documentFacts } from './document-facts.ts';
import { eventKeyOf, type DocumentJob } from './document-queue.ts';
import { documentFileName } from './issuing-texts.ts';
import { platformIssuer } from './platform-issuer.ts';

export interface IssuingContext {
  db: Database;
  storage: FileStorage;
  config: Pick<Config, 'publicWebUrl' | 'platformAddress'>;
}

/** What became of a job: issued now, issued before (a retry), or nothing left to issue. */
export type IssueOutcome = 'issued' | 'already-issued' | 'nothing-to-issue';

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A receipt stored before receipts had their hash kept (migration 0020): its bytes are read again. */
async function receiptSha256(context: IssuingContext, job: DocumentJob): Promise<string | null> {
  if (job.kind !== 'proof-of-submission' || job.receipt === null) return null;
  if (job.receipt.sha256 !== null) return job.receipt.sha256;
  const file = await context.db.selectFrom('files').select('storageKey').where('id', '=', job.receipt.fileId).executeTakeFirst();
  if (!file) return null;
  const { body } = await context.storage.open(file.storageKey);
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A changed decision: the earlier letters of the application not yet replaced point to the latest
 * one (a letter replaced before keeps its successor: the chain of decisions). Ordered by
 * the decision's time, then its history entry, so that jobs run out of order still end on the last.
 */
async function supersedeEarlierLetters(trx: Transaction<DB>, applicationId: number): Promise<void> {
  const latest = await trx
    .selectFrom('documents')
    .select(['id', 'issuedAt'])
    .where('applicationId', '=', applicationId)
    .where('kind', '=', 'decision-letter')
    .orderBy('issuedAt', 'desc')
    .orderBy(eventOrder, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('documents')
    .set({ supersededBy: latest.id, supersededAt: latest.issuedAt })
    .where('applicationId', '=', applicationId)
    .where('kind', '=', 'decision-letter')
    .where('id', '<>', latest.id)
    .where('supersededBy', 'is', null)
    .execute();
}

/**
 * Issues the job's document once (docs/documents.md, "Issuing"): draws it in the student's language
 * with a fresh verification code, stores the PDF as the student's file, then records it under its
 * event's unique key. A job run again after the row was written finds it and stops; two runs at once
 * both draw, one row wins and the other's file is removed.
 */
export async function issueDocument(context: IssuingContext, job: DocumentJob): Promise<IssueOutcome> {
  const { db, storage } = context;
  const eventKey = eventKeyOf(job);
  const existing = await db.selectFrom('documents').select('id').where('eventKey', '=', eventKey).executeTakeFirst();
  if (existing) return 'already-issued';
  const facts = await documentFacts(db, job, await receiptSha256(context, job));
  if (!facts) return 'nothing-to-issue';

  const code = newVerificationCode();
  const printedCode = formatVerificationCode(code);
  const pdf = await renderDocumentPdf({
    language: facts.language,
    kind: job.kind,
    issuer: platformIssuer(context.config),
    title: DOCUMENT_TEXTS[facts.language].titles[job.kind],
    rows: facts.rows,
    paragraphs: facts.paragraphs,
    verification: { code: printedCode, url: `${context.config.publicWebUrl}/verifier/${printedCode}` },
    issuedAt: facts.issuedAt,
  });
  const storageKey = await storage.save(pdf);
  try {
    const issued = await db.transaction().execute(async (trx) => {
      // One application's letters are ordered under its lock: two decisions' jobs at once supersede in turn.
      if (facts.applicationId !== null && job.kind === 'decision-letter') {
        await trx.selectFrom('applications').select('id').where('id', '=', facts.applicationId).forUpdate().execute();
      }
      const file = await trx
        .insertInto('files')
        .values({
          storageKey,
          originalName: documentFileName(job.kind, facts.reference),
          mimeType: 'application/pdf',
          sizeBytes: pdf.length,
          ownerId: facts.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('documents')
        .values({
          kind: job.kind,
          language: facts.language,
          userId: facts.userId,
          applicationId: facts.applicationId,
          paymentId: facts.paymentId,
          eventKey,
          verificationCode: code,
          reference: facts.reference,
          fileId: file.id,
          sha256: sha256Of(pdf),
          issuedAt: facts.issuedAt,
        })
        .onConflict((conflict) => conflict.column('eventKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        await trx.deleteFrom('files').where('id', '=', file.id).execute();
        return false;
      }
      if (job.kind === 'decision-letter' && facts.applicationId !== null) {
        await supersedeEarlierLetters(trx, facts.applicationId);
      }
      return true;
    });
    if (issued) return 'issued';
  } catch (error) {
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  await storage.remove(storageKey);
  return 'already-issued';
}
