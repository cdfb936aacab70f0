import type { Request, Response } from 'express';
import { auditDocumentView } from '#api/audit/document-views.ts';
import { callerOf } from '#api/audit/audit-log.ts';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { setDownloadHeaders } from '#api/http/download-headers.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { documentDownload, type DocumentName } from '#api/storage/document-names.ts';
import { sendStoredFile } from '#api/storage/send-stored-file.ts';
import type { CorrectionItemKind } from '#api/db/correspondence-tables.ts';
import { correctionPolicy } from './correction-policy.ts';

/** The name a sent file is downloaded under: the document it stands for. */
function downloadName(kind: CorrectionItemKind, forApplication: boolean): DocumentName {
  if (kind === 'payment_receipt') return forApplication ? 'applicationPaymentReceipt' : 'registrationPaymentReceipt';
  return kind === 'service_contract' ? 'signedServiceContract' : 'requestedDocument';
}

/**
 * Sends the file the student sent for one item (the student and staff); a staff member opening it is
 * audited as any document view.
 */
export async function sendItemFile(context: AppContext, req: Request, res: Response, requestId: string, itemId: string) {
  const item = await context.db
    .selectFrom('correctionItems as ci')
    .innerJoin('correctionRequests as cr', 'cr.id', 'ci.requestId')
    .leftJoin('files as f', 'f.id', 'ci.fileId')
    .select(['ci.kind', 'cr.applicationId', 'cr.userId', 'f.storageKey', 'f.mimeType'])
    .where('ci.id', '=', itemId)
    .where('ci.requestId', '=', requestId)
    .executeTakeFirst();
  if (!item) throw notFound('CORRECTION_ITEM_NOT_FOUND');
  correctionPolicy.authorize(req.actor, 'read', { userId: item.userId });
  const { storageKey, mimeType } = item;
  if (storageKey === null || mimeType === null) throw notFound('CORRECTION_ITEM_NOT_FOUND');
  await sendStoredFile(context, res, {
    storageKey,
    missing: 'CORRECTION_ITEM_NOT_FOUND',
    beforeSending: () =>
      auditDocumentView(context.db, callerOf(req), {
        targetType: item.applicationId === null ? 'user' : 'application',
        targetId: item.applicationId ?? item.userId,
        ownerId: item.userId,
        document: `correction:${item.kind}`,
      }),
    describe: (answer) =>
      setDownloadHeaders(
        answer,
        documentDownload(downloadName(item.kind, item.applicationId !== null), {
          language: requestLanguage(req),
          mimeType,
          ...(item.applicationId === null ? {} : { number: item.applicationId }),
        }),
      ),
  });
}
