import { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { currentActor } from '#api/auth/actor.ts';
import { requestLanguage } from '#api/i18n/language.ts';
import { translate } from '#api/i18n/messages.ts';
import { checkDocument, multipart, uploadedFile } from '#api/uploads/upload.ts';
import { ownAccountPolicy } from '../auth-policy.ts';
import { parseDocuments } from './documents-schema.ts';
import { presentUser } from '../user-presenter.ts';
import { resubmitDocuments } from './resubmit-documents.ts';

/**
 * POST /api/iam/auth/documents: a rejected student's new payment receipt and service contract
 * (multipart, the registration's rules), and the request for another review.
 */
export function createResubmitDocumentsRouter(context: AppContext): Router {
  const router = Router();
  router.post(
    '/api/iam/auth/documents',
    // Before the body is read: no upload is received from an account that may not send one.
    ownAccountPolicy.guard('resubmitDocuments'),
    multipart(['paymentReceipt', 'serviceContract']),
    async (req, res) => {
      const input = parseDocuments({
        paymentReceipt: uploadedFile(req, 'paymentReceipt'),
        serviceContract: uploadedFile(req, 'serviceContract'),
      });
      const [paymentReceipt, serviceContract] = await Promise.all([
        checkDocument(input.paymentReceipt),
        checkDocument(input.serviceContract),
      ]);

      const user = await resubmitDocuments(context, currentActor(req).id, { paymentReceipt, serviceContract });

      req.log.info({ actorId: user.id }, 'documents resubmitted');
      res.json({ success: true, message: translate('DOCUMENTS_RESUBMITTED', requestLanguage(req)), data: presentUser(user) });
    },
  );
  return router;
}
