import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { receiptResent } from '../payments/open-payment.ts';
import { recordFile } from '../storage/stored-files.ts';
import { deadlinePassed } from '../scholarships/deadline.ts';
import type { CheckedFile } from '../uploads/upload.ts';
import type { Actor } from '../auth/actor.ts';
import { nextStatus } from './application-state.ts';
import { lockApplication } from './lock-application.ts';
import { withSavedReceipt } from './saved-receipt.ts';
import { allowedStatus } from './transition-error.ts';
import { changeStatus } from './status-change.ts';
import { missingReceipt } from './receipt-upload.ts';
import { receiptFingerprint } from '../payments/receipt-fingerprint.ts';
import { enqueueDocuments } from '#api/documents/issuing/document-queue.ts';

const SUBMIT_RECEIPT = { kind: 'submitReceipt' } as const;

/**
 * The owner sends a new receipt: while pending, after a rejection (resubmission) or after a withdrawal
 * (re-applying). The application goes back to pending with no reason, the history records it, and the
 * old receipt is deleted once the change is committed.
 */
export async function submitReceipt(
  context: AppContext,
  actor: Actor,
  applicationId: number,
  receipt: CheckedFile | undefined,
) {
  const { db, storage, clock } = context;
  const application = await db
    .selectFrom('applications')
    .innerJoin('scholarships', 'scholarships.id', 'applications.scholarshipId')
    .select([
      'applications.userId',
      'applications.status',
      'scholarships.deadline',
      'scholarships.status as scholarshipStatus',
      'scholarships.applicationFeeCentimes',
    ])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
  if (!application || application.userId !== actor.id) throw new AppError(404, 'APPLICATION_NOT_FOUND');
  // Refused before writing anything; checked again under the row lock below.
  allowedStatus(nextStatus(application.status, SUBMIT_RECEIPT), application.status);
  // A scholarship taken out of the catalogue takes no new receipt either (docs/product-rules.md).
  if (application.scholarshipStatus !== 'published')
    throw new AppError(409, 'APPLICATION_SCHOLARSHIP_NOT_PUBLISHED');
  if (deadlinePassed(application.deadline, clock.now()))
    throw new AppError(409, 'APPLICATION_DEADLINE_PASSED');
  // Only a free scholarship is applied to again without a receipt (docs/payments.md).
  if (!receipt && application.applicationFeeCentimes !== null) throw missingReceipt();

  const fingerprint = receipt && (await receiptFingerprint(receipt.content, receipt.mimeType));
  const replacedKey = await withSavedReceipt(storage, receipt, (storageKey) =>
    db.transaction().execute(async (trx) => {
      const current = await lockApplication(trx, applicationId);
      const status = allowedStatus(nextStatus(current.status, SUBMIT_RECEIPT), current.status);
      const stored =
        receipt && storageKey !== undefined ? await recordFile(trx, receipt, storageKey, actor.id, fingerprint) : undefined;
      const historyEntryId = await changeStatus(
        trx,
        applicationId,
        status,
        { actorId: actor.id, at: clock.now() },
        { ...(stored ? { receiptFileId: stored.id } : {}), rejectionReason: null, feedback: null },
      );
      // Sent again: a new proof of submission (docs/documents.md).
      await enqueueDocuments(context.jobs, trx, [
        { kind: 'proof-of-submission', historyEntryId, receiptFileId: stored?.id ?? null },
      ]);
      if (!stored) return undefined;
      await receiptResent(trx, { applicationId }, clock.now());
      if (current.receiptFileId === null) return undefined;
      const replaced = await trx
        .deleteFrom('files')
        .where('id', '=', current.receiptFileId)
        .returning('storageKey')
        .executeTakeFirst();
      return replaced?.storageKey;
    }),
  );
  // Only after the commit: a failed change keeps the old receipt.
  if (replacedKey) await storage.remove(replacedKey);
}
