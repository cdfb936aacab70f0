import type { Transaction } from 'kysely';
import { nextStatus } from '#api/applications/application-state.ts';
import { changeStatus } from '#api/applications/status-change.ts';
import { allowedStatus } from '#api/applications/transition-error.ts';
import type { Actor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import type { CorrectionItemKind } from '#api/db/correspondence-tables.ts';
import type { DB } from '#api/db/schema.ts';
import { receiptFingerprint, type ReceiptFingerprint } from '#api/payments/receipt-fingerprint.ts';
import { enqueueDocuments } from '#api/documents/issuing/document-queue.ts';
import { deleteFileRows, recordFile, withSavedFiles } from '#api/storage/stored-files.ts';
import type { CheckedFile } from '#api/uploads/upload.ts';
import { lockOpenRequest } from './lock-request.ts';
import { receiptReplaced } from './receipt-replaced.ts';

/** One requested item and the checked file the student sent for it. */
export interface SentItem {
  itemId: string;
  kind: CorrectionItemKind;
  file: CheckedFile;
}

/** Where a sent file goes besides its item: the receipt or contract it replaces. */
interface Placed {
  receiptFileId?: string;
  contractFileId?: string;
}

async function recordItems(
  trx: Transaction<DB>,
  ownerId: string,
  items: readonly SentItem[],
  storageKeys: readonly string[],
  fingerprints: ReadonlyMap<string, ReceiptFingerprint>,
): Promise<Placed> {
  const placed: Placed = {};
  for (const [index, item] of items.entries()) {
    const storageKey = storageKeys[index];
    if (storageKey === undefined) throw new Error('File storage returned fewer keys than files');
    const stored = await recordFile(trx, item.file, storageKey, ownerId, fingerprints.get(item.itemId));
    await trx.updateTable('correctionItems').set({ fileId: stored.id }).where('id', '=', item.itemId).execute();
    if (item.kind === 'payment_receipt') placed.receiptFileId = stored.id;
    if (item.kind === 'service_contract') placed.contractFileId = stored.id;
  }
  return placed;
}

/**
 * The student sends every item of an open request (docs/product-rules.md, "Correction requests"): the
 * scholarship's deadline does not apply, the request does. A receipt replaces the application's (or
 * the registration's) and goes to its payment as a resubmitted receipt does; a contract replaces the
 * account's; another document stays on its item. The application is pending again (the account
 * PENDING), marked corrected, with its history entry. Two submissions at once: the second waits for
 * the first, finds the request no longer open, and its files are removed. The replaced files are
 * deleted once the change is committed.
 */
export async function submitCorrection(
  context: AppContext,
  actor: Actor,
  requestId: string,
  items: readonly SentItem[],
): Promise<void> {
  const { db, storage, clock } = context;
  const fingerprints = new Map<string, ReceiptFingerprint>();
  for (const item of items) {
    if (item.kind === 'payment_receipt')
      fingerprints.set(item.itemId, await receiptFingerprint(item.file.content, item.file.mimeType));
  }
  const replacedKeys = await withSavedFiles(
    storage,
    items.map((item) => item.file),
    (storageKeys) =>
      db.transaction().execute(async (trx) => {
        const now = clock.now();
        const { request, subject } = await lockOpenRequest(trx, requestId);
        const placed = await recordItems(trx, actor.id, items, storageKeys, fingerprints);
        await trx
          .updateTable('correctionRequests')
          .set({ status: 'submitted', submittedAt: now })
          .where('id', '=', requestId)
          .execute();
        if (subject.kind === 'application' && request.applicationId !== null) {
          const current = subject.application;
          const status = allowedStatus(nextStatus(current.status, { kind: 'submitCorrection' }), current.status);
          const historyEntryId = await changeStatus(
            trx,
            request.applicationId,
            status,
            { actorId: actor.id, at: now, correctionRequestId: requestId },
            { correctedAt: now, ...(placed.receiptFileId ? { receiptFileId: placed.receiptFileId } : {}) },
          );
          if (!placed.receiptFileId) return [];
          // A receipt sent again: a new proof of submission (docs/documents.md).
          await enqueueDocuments(context.jobs, trx, [
            { kind: 'proof-of-submission', historyEntryId, receiptFileId: placed.receiptFileId },
          ]);
          await receiptReplaced(trx, { applicationId: request.applicationId }, now);
          return deleteFileRows(trx, current.receiptFileId);
        }
        const user = subject.kind === 'account' ? subject.user : undefined;
        await trx
          .updateTable('users')
          .set({
            approvalStatus: 'PENDING',
            correctedAt: now,
            updatedAt: now,
            ...(placed.receiptFileId ? { paymentReceiptFileId: placed.receiptFileId } : {}),
            ...(placed.contractFileId ? { serviceContractFileId: placed.contractFileId } : {}),
          })
          .where('id', '=', request.userId)
          .execute();
        if (placed.receiptFileId) await receiptReplaced(trx, { registrationOf: request.userId }, now);
        return [
          ...(placed.receiptFileId ? await deleteFileRows(trx, user?.paymentReceiptFileId ?? null) : []),
          ...(placed.contractFileId ? await deleteFileRows(trx, user?.serviceContractFileId ?? null) : []),
        ];
      }),
  );
  // Only after the commit: a failed submission keeps the old documents.
  await Promise.allSettled(replacedKeys.map((key) => storage.remove(key)));
}
