import { Router } from 'express';
import { z } from 'zod';
import { applicationIdParams } from '#api/applications/application-params.ts';
import { applicationPolicy } from '#api/applications/application-policies.ts';
import { auditDocumentView } from '#api/audit/document-views.ts';
import { callerOf } from '#api/audit/audit-log.ts';
import { currentActor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { AppError, notFound } from '#api/http/app-error.ts';
import { setDownloadHeaders } from '#api/http/download-headers.ts';
import { parseInput } from '#api/http/validate.ts';
import { sendStoredFile } from '#api/storage/send-stored-file.ts';
import { documentPolicy } from './document-policy.ts';
import { presentDocument } from './document-presenter.ts';
import { applicationDocuments, documentFile, findDocument, ownDocuments } from './document-queries.ts';

const documentIdParams = z.object({ id: z.uuid('DOCUMENT_ID_INVALID') });

/**
 * Official documents for their student and staff (docs/documents.md, "Issuing"): lists, one
 * document, and its PDF, the stored bytes every time, audited as a document view when staff open it.
 */
export function createDocumentsRouter(context: AppContext): Router {
  const router = Router();
  const { db } = context;

  router.get('/api/documents/mine', documentPolicy.guard('listOwn'), async (req, res) => {
    const rows = await ownDocuments(db, currentActor(req).id);
    res.json({ data: rows.map(presentDocument) });
  });

  router.get('/api/documents/:id', documentPolicy.guard('read'), async (req, res) => {
    const { id } = parseInput(documentIdParams, req.params);
    const document = await findDocument(db, id);
    if (!document) throw notFound('DOCUMENT_NOT_FOUND');
    documentPolicy.authorize(currentActor(req), 'see', document);
    res.json({ data: presentDocument(document) });
  });

  router.get('/api/documents/:id/file', documentPolicy.guard('read'), async (req, res) => {
    const { id } = parseInput(documentIdParams, req.params);
    const document = await documentFile(db, id);
    if (!document) throw notFound('DOCUMENT_NOT_FOUND');
    documentPolicy.authorize(currentActor(req), 'see', document);
    await sendStoredFile(context, res, {
      storageKey: document.storageKey,
      missing: 'DOCUMENT_NOT_FOUND',
      beforeSending: () =>
        auditDocumentView(db, callerOf(req), {
          ...(document.applicationId === null
            ? { targetType: 'user', targetId: document.userId }
            : { targetType: 'application', targetId: document.applicationId }),
          ownerId: document.userId,
          document: document.kind,
        }),
      // The name was written by the issuing code (`recu-B7K2M9QX.pdf`), never by a user.
      describe: (answer) =>
        setDownloadHeaders(answer, { fileName: document.originalName, contentType: 'application/pdf' }),
    });
  });

  router.get('/api/scholarships/applications/:id/documents', applicationPolicy.guard('follow'), async (req, res) => {
    const { id } = parseInput(applicationIdParams, req.params);
    const application = await db.selectFrom('applications').select('userId').where('id', '=', id).executeTakeFirst();
    if (!application || !applicationPolicy.can(currentActor(req), 'see', application))
      throw new AppError(404, 'APPLICATION_NOT_FOUND');
    const rows = await applicationDocuments(db, id);
    res.json({ data: rows.map(presentDocument) });
  });

  return router;
}
