import type { DocumentFileError } from '@/modules/uploads/utils/document-file';
import { documentToSend, type DocumentPages } from '@/modules/uploads/utils/document-pages';

/** The documents an account is reviewed on. */
export type AccountDocument = 'paymentReceipt' | 'serviceContract';

export const NO_ACCOUNT_DOCUMENTS: Record<AccountDocument, DocumentPages> = { paymentReceipt: [], serviceContract: [] };

export type AccountDocumentsToSend =
  | { ok: true; files: Record<AccountDocument, File> }
  | { ok: false; errors: Partial<Record<AccountDocument, DocumentFileError>> };

/** Both documents as the files to send, each one's pages joined; or, by document, why one cannot go. */
export async function accountDocumentsToSend(pages: Record<AccountDocument, DocumentPages>): Promise<AccountDocumentsToSend> {
  const [paymentReceipt, serviceContract] = await Promise.all([
    documentToSend(pages.paymentReceipt),
    documentToSend(pages.serviceContract),
  ]);
  if ('file' in paymentReceipt && 'file' in serviceContract) {
    return { ok: true, files: { paymentReceipt: paymentReceipt.file, serviceContract: serviceContract.file } };
  }
  return {
    ok: false,
    errors: {
      ...('error' in paymentReceipt ? { paymentReceipt: paymentReceipt.error } : {}),
      ...('error' in serviceContract ? { serviceContract: serviceContract.error } : {}),
    },
  };
}
