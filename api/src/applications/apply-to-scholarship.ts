import type { AppContext } from '../context.ts';
import { AppError, conflict } from '../http/app-error.ts';
import { payApplicationFee } from '../payments/open-payment.ts';
import { recordFile } from '../storage/stored-files.ts';
import { deadlinePassed } from '../scholarships/deadline.ts';
import type { CheckedFile } from '../uploads/upload.ts';
import type { Actor } from '../auth/actor.ts';
import { findOwnApplication } from './application-queries.ts';
import { withSavedReceipt } from './saved-receipt.ts';
import { missingReceipt } from './receipt-upload.ts';
import { submitReceipt } from './submit-receipt.ts';
import { recordHistory } from './status-change.ts';
import { receiptFingerprint } from '../payments/receipt-fingerprint.ts';
import { conversationOf } from '#api/correspondence/conversation-store.ts';
import { enqueueDocuments } from '#api/documents/issuing/document-queue.ts';

/**
 * Applies to a scholarship with a payment receipt (none needed for a free scholarship, whose receipt
 * is optional: docs/payments.md), once per student and scholarship. Applying again
 * after a withdrawal or a rejection reopens the same application with the new receipt (docs/product-rules.md:
 * the client creates again when the previous one was rejected).
 */
export async function applyToScholarship(
  context: AppContext,
  actor: Actor,
  scholarshipId: number,
  receipt: CheckedFile | undefined,
): Promise<{ applicationId: number; created: boolean }> {
  const { db, storage, clock } = context;
  const scholarship = await db
    .selectFrom('scholarships')
    .select(['id', 'deadline', 'status', 'applicationFeeCentimes'])
    .where('id', '=', scholarshipId)
    .executeTakeFirst();
  if (!scholarship) throw new AppError(404, 'APPLICATION_SCHOLARSHIP_NOT_FOUND');
  // A draft or an archived scholarship takes no application (docs/product-rules.md, "A scholarship's life").
  if (scholarship.status !== 'published') throw new AppError(409, 'APPLICATION_SCHOLARSHIP_NOT_PUBLISHED');
  if (deadlinePassed(scholarship.deadline, clock.now()))
    throw new AppError(409, 'APPLICATION_DEADLINE_PASSED');

  if (!receipt && scholarship.applicationFeeCentimes !== null) throw missingReceipt();
  const existing = await findOwnApplication(db, actor.id, scholarshipId);
  if (existing) {
    if (existing.status !== 'withdrawn' && existing.status !== 'rejected')
      throw conflict('APPLICATION_ALREADY_EXISTS');
    await submitReceipt(context, actor, existing.id, receipt);
    return { applicationId: existing.id, created: false };
  }

  const fingerprint = receipt && (await receiptFingerprint(receipt.content, receipt.mimeType));
  const applicationId = await withSavedReceipt(storage, receipt, (storageKey) =>
    db.transaction().execute(async (trx) => {
      const stored =
        receipt && storageKey !== undefined ? await recordFile(trx, receipt, storageKey, actor.id, fingerprint) : undefined;
      const now = clock.now();
      // Parallel applies meet at the unique key: one row is inserted, the others insert nothing.
      const created = await trx
        .insertInto('applications')
        .values({
          scholarshipId,
          userId: actor.id,
          status: 'pending',
          receiptFileId: stored?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((onConflict) => onConflict.constraint('applications_user_scholarship_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) throw conflict('APPLICATION_ALREADY_EXISTS');
      // Its conversation between the student and the staff exists from the start (docs/product-rules.md).
      await conversationOf(trx, { applicationId: created.id });
      // A scholarship with a fee: the receipt sent with the application pays it (docs/payments.md).
      if (scholarship.applicationFeeCentimes !== null) {
        await payApplicationFee(
          trx,
          { userId: actor.id, applicationId: created.id, scholarshipId, amountDueCentimes: scholarship.applicationFeeCentimes },
          now,
        );
      }
      const historyEntryId = await recordHistory(trx, {
        applicationId: created.id,
        status: 'pending',
        feedback: null,
        actorId: actor.id,
        at: now,
      });
      // Its proof of submission (docs/documents.md), drawn by a worker after the commit.
      await enqueueDocuments(context.jobs, trx, [
        { kind: 'proof-of-submission', historyEntryId, receiptFileId: stored?.id ?? null },
      ]);
      return created.id;
    }),
  );
  return { applicationId, created: true };
}
