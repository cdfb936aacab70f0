import type { Language } from '@bourses/common/languages';
import { recordAudit, type Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { deleteFileRows, recordFile, withSavedFiles } from '#api/storage/stored-files.ts';
import type { CheckedFile } from '#api/uploads/upload.ts';

/**
 * Stores a language's service contract template in place of the one it had: the old row goes in the
 * same transaction and its bytes once it has committed (a failed upload keeps the old template).
 * The file has no owner: deleting the ADMIN's account does not delete it (iam/account-files.ts).
 */
export async function uploadServiceContract(
  { db, storage, clock }: AppContext,
  by: Caller,
  language: Language,
  template: CheckedFile,
): Promise<void> {
  const replacedKeys = await withSavedFiles(storage, [template], ([storageKey]) =>
    db.transaction().execute(async (trx) => {
      if (!storageKey) throw new Error('File storage returned no key');
      // Locked: two uploads at once each replace the other's, never leaving one unreferenced.
      const current = await trx
        .selectFrom('paymentInstructions')
        .select('serviceContractFileId')
        .where('language', '=', language)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const replaced = current.serviceContractFileId
        ? await trx.selectFrom('files').select('originalName').where('id', '=', current.serviceContractFileId).executeTakeFirst()
        : undefined;
      const stored = await recordFile(trx, template, storageKey, null);
      await trx
        .updateTable('paymentInstructions')
        .set({ serviceContractFileId: stored.id, updatedAt: clock.now() })
        .where('language', '=', language)
        .execute();
      await recordAudit(trx, by, {
        action: 'payment.settings',
        targetType: 'payment',
        targetId: null,
        changes: { [`${language}.serviceContract`]: [replaced?.originalName ?? null, stored.originalName] },
      });
      return deleteFileRows(trx, current.serviceContractFileId);
    }),
  );
  // Only after the commit; a removal that fails leaves its bytes to the orphan sweep.
  await Promise.allSettled(replacedKeys.map((key) => storage.remove(key)));
}
