import type { AppContext } from '#api/context.ts';
import { conflict, unauthenticated } from '#api/http/app-error.ts';
import { deleteFileRows, recordFile, withSavedFiles } from '#api/storage/stored-files.ts';
import { receiptResent } from '#api/payments/open-payment.ts';
import type { CheckedFile } from '#api/uploads/upload.ts';
import type { UserRow } from '../user-presenter.ts';
import { receiptFingerprint } from '#api/payments/receipt-fingerprint.ts';

/**
 * A rejected student sends a new payment receipt and service contract and asks for another review:
 * the account is PENDING again, without the rejection reason (the staff read the new documents
 * afresh; the decision mail kept the old reason for the student), and waits in the staff queue. The
 * replaced documents are deleted once the change is committed.
 */
export async function resubmitDocuments(
  context: AppContext,
  userId: string,
  documents: { paymentReceipt: CheckedFile; serviceContract: CheckedFile },
): Promise<UserRow> {
  const { db, storage, clock } = context;
  const fingerprint = await receiptFingerprint(documents.paymentReceipt.content, documents.paymentReceipt.mimeType);
  const { user, replacedKeys } = await withSavedFiles(
    storage,
    [documents.paymentReceipt, documents.serviceContract],
    ([receiptKey, contractKey]) =>
      db.transaction().execute(async (trx) => {
        if (!receiptKey || !contractKey) throw new Error('File storage returned fewer keys than files');
        const current = await trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
        if (!current) throw unauthenticated('ACCOUNT_NOT_FOUND');
        // Checked again under the lock: a staff decision may have come since the route's policy.
        if (current.approvalStatus !== 'REJECTED') throw conflict('ACCOUNT_NOT_REJECTED');
        const receipt = await recordFile(trx, documents.paymentReceipt, receiptKey, userId, fingerprint);
        const contract = await recordFile(trx, documents.serviceContract, contractKey, userId);
        const updated = await trx
          .updateTable('users')
          .set({
            paymentReceiptFileId: receipt.id,
            serviceContractFileId: contract.id,
            approvalStatus: 'PENDING',
            approvalDate: null,
            rejectionReason: null,
            updatedAt: clock.now(),
          })
          .where('id', '=', userId)
          .returningAll()
          .executeTakeFirstOrThrow();
        await receiptResent(trx, { registrationOf: userId }, clock.now());
        const replaced = [
          ...(await deleteFileRows(trx, current.paymentReceiptFileId)),
          ...(await deleteFileRows(trx, current.serviceContractFileId)),
        ];
        return { user: updated, replacedKeys: replaced };
      }),
  );
  // Only after the commit: a failed change keeps the old documents.
  await Promise.allSettled(replacedKeys.map((key) => storage.remove(key)));
  return user;
}
