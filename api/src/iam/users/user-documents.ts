import type { Response } from 'express';
import { auditDocumentView } from '#api/audit/document-views.ts';
import type { Caller } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { sendStoredFile } from '#api/storage/send-stored-file.ts';
import type { UserRow } from '../user-presenter.ts';

/** The two documents of a registration, by their path segment. */
const DOCUMENTS = {
  'payment-receipt': { column: 'paymentReceiptFileId', fallbackName: 'payment-receipt' },
  'service-contract': { column: 'serviceContractFileId', fallbackName: 'service-contract' },
} as const satisfies Record<string, { column: keyof UserRow; fallbackName: string }>;

export type DocumentKind = keyof typeof DOCUMENTS;

export const isDocumentKind = (value: string): value is DocumentKind => Object.hasOwn(DOCUMENTS, value);

/** The stored name made safe for a header: no folders, quotes or control characters. */
function downloadName(originalName: string, fallback: string, mimeType: string): string {
  const baseName = originalName.split(/[\\/]/).pop() ?? '';
  const safe = baseName
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  return safe || `${fallback}.${mimeType.split('/').pop() ?? 'bin'}`;
}

/**
 * Sends a user's document as an attachment that no browser will run or sniff; a missing one is a 404.
 * Staff opening someone else's is audited first.
 */
export async function sendUserDocument(
  { db, storage }: AppContext,
  by: Caller,
  user: UserRow,
  kind: DocumentKind,
  res: Response,
): Promise<void> {
  const { column, fallbackName } = DOCUMENTS[kind];
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
      answer.attachment(downloadName(file.originalName, fallbackName, file.mimeType)).set({
        'Content-Type': file.mimeType,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      }),
  });
}
