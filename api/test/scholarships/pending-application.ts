import { recordFile } from '#api/storage/stored-files.ts';
import { PDF_FILE } from '../factories/files.ts';
import { createUser } from '../factories/users.ts';
import type { TestApi } from '../test-api.ts';

/** A pending application with a stored receipt, as the applications service would leave it. */
export async function createApplicationWithReceipt(api: TestApi, scholarshipId: number) {
  const applicant = await createUser(api);
  const storageKey = await api.context.storage.save(PDF_FILE);
  const receipt = await recordFile(
    api.context.db,
    { content: PDF_FILE, mimeType: 'application/pdf', extension: 'pdf', originalName: 'recu.pdf' },
    storageKey,
    applicant.user.id,
  );
  await api.context.db
    .insertInto('applications')
    .values({ scholarshipId, userId: applicant.user.id, status: 'pending', receiptFileId: receipt.id })
    .execute();
  return { receipt, storageKey };
}
