import type { Response } from 'express';
import { auditDocumentView } from '#api/audit/document-views.ts';
import type { Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { setDownloadHeaders } from '#api/http/download-headers.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { documentDownload, type DocumentName } from '#api/storage/document-names.ts';
import { sendStoredFile } from '#api/storage/send-stored-file.ts';
import type { UserRow } from '../user-presenter.ts';

/** The two documents of a registration, by their path segment. */
const DOCUMENTS = {
  'payment-receipt': { column: 'paymentReceiptFileId', name: 'registrationPaymentReceipt' },
  'service-contract': { column: 'serviceContractFileId', name: 'signedServiceContract' },
} as const satisfies Record<string, { column: keyof UserRow; name: DocumentName }>;

export type DocumentKind = keyof typeof DOCUMENTS;

export const isDocumentKind = (value: string): value is DocumentKind => Object.hasOwn(DOCUMENTS, value);

/**
 * Sends a user's document as an attachment that no browser will run or sniff, named in the caller's
 * language; a missing one is a 404.
 * Staff opening someone else's is audited first.
 */
export async function sendUserDocument(
  { db, storage }: AppContext,
  by: Caller,
  user: UserRow,
  kind: DocumentKind,
  res: Response,
): Promise<void> {
  const { column, name } = DOCUMENTS[kind];
  const fileId = user[column];
  const file = fileId
    ? await db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst()
    : undefined;
  if (!file) throw notFound('DOCUMENT_NOT_FOUND');
  await sendStoredFile({ storage }, res, {
    storageKey: file.storageKey,
    missing: 'DOCUMENT_NOT_FOUND',
    beforeSending: () =>
      auditDocumentView(db, by, { targetType: 'user', targetId: user.id, ownerId: user.id, document: kind }),
    describe: (answer) =>
      setDownloadHeaders(
        answer,
        documentDownload(name, { language: requestLanguage(res.req), mimeType: file.mimeType }),
      ),
  });
}
