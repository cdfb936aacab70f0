import { Router } from 'express';
import type { AppContext } from '#api/context.ts';
import { notFound } from '#api/http/app-error.ts';
import { clientAddress, rateLimit } from '#api/http/rate-limit.ts';
import { noStore } from '#api/iam/session/no-store.ts';
import { normalizeVerificationCode } from '#api/documents/verification-code.ts';
import { presentVerification } from './verification-presenter.ts';
import { findVerifiedDocument } from './verified-document.ts';

/**
 * GET /api/documents/verify/:code: whether a document with this code was issued, for anyone (the QR
 * code's page); mounted before authentication. Counted per client address; a malformed code and an
 * unknown one get the same 404 after the same work (docs/documents.md, "Verification").
 */
export function createDocumentVerificationRouter(context: AppContext): Router {
  const router = Router();
  router.get(
    '/api/documents/verify/:code',
    rateLimit(context.limits.documentChecksPerAddress, clientAddress),
    // Whether a letter was superseded changes: never kept by a cache.
    noStore,
    async (req, res) => {
      const document = await findVerifiedDocument(context.db, normalizeVerificationCode(String(req.params.code)));
      if (!document) throw notFound('DOCUMENT_NOT_FOUND');
      res.json({ data: presentVerification(document) });
    },
  );
  return router;
}
