import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { bffMessage } from '../i18n/bff-messages.ts';
import { currentLanguage } from '../i18n/request-language.ts';
import type { RestClient } from '../rest/rest-client.ts';
import { FILES_PREFIX } from './file-links.ts';

// The api's download headers (api/src/http/download-headers.ts) pass whole: its CSP sandbox
// replaces the app's own policy, so that a document opened from here runs nothing either.
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-security-policy',
  'cache-control',
  'etag',
  'last-modified',
  'x-content-type-options',
];

const ID = '[1-9][0-9]{0,9}';
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** Browser path → api path; ids are checked by pattern so nothing else can be reached. */
const ROUTES: { pattern: RegExp; upstream: (id: string, copy?: string) => string }[] = [
  // No id: the api answers the token's owner's own data.
  { pattern: /^\/me\/data-export$/, upstream: () => '/api/iam/auth/me/data-export' },
  { pattern: new RegExp(`^/applications/(${ID})/receipt$`), upstream: (id) => `/api/scholarships/applications/${id}/receipt` },
  { pattern: new RegExp(`^/users/(${UUID})/payment-receipt$`), upstream: (id) => `/api/iam/users/${id}/documents/payment-receipt` },
  { pattern: new RegExp(`^/users/(${UUID})/service-contract$`), upstream: (id) => `/api/iam/users/${id}/documents/service-contract` },
  { pattern: new RegExp(`^/documents/(${UUID})$`), upstream: (id) => `/api/documents/${id}/file` },
  { pattern: new RegExp(`^/scholarships/(${ID})/image$`), upstream: (id) => `/api/scholarships/${id}/image` },
  {
    pattern: new RegExp(`^/corrections/(${UUID})/items/(${UUID})$`),
    upstream: (requestId, itemId = '') => `/api/correction-requests/${requestId}/items/${itemId}/file`,
  },
  {
    pattern: new RegExp(`^/conversations/(${UUID})/attachments/(${UUID})$`),
    upstream: (conversationId, attachmentId = '') => `/api/conversations/${conversationId}/attachments/${attachmentId}`,
  },
  // Public: the service contract template students download from the registration form.
  { pattern: /^\/payments\/service-contract\/(fr|ar|en)$/, upstream: (language) => `/api/payments/settings/contracts/${language}` },
  {
    pattern: new RegExp(`^/scholarships/(${ID})/image/([1-9][0-9]{0,4}\\.(?:webp|avif))$`),
    upstream: (id, copy = '') => `/api/scholarships/${id}/image/${copy}`,
  },
];

/**
 * GET /files/...: the private files, downloaded from the api with the caller's own
 * `Authorization: Bearer` header (the api decides who may read what) and streamed through.
 * The web client fetches them with its token and opens the blob; scholarship images are public.
 */
export function createFileRouter(restFor: (req: Request) => RestClient): Router {
  const router = Router();
  router.get(`${FILES_PREFIX}/{*rest}`, async (req: Request, res: Response) => {
    const subPath = req.path.slice(FILES_PREFIX.length);
    const route = ROUTES.find(({ pattern }) => pattern.test(subPath));
    const match = route?.pattern.exec(subPath);
    if (!route || !match) {
      res.status(404).json({ message: bffMessage('NOT_FOUND', currentLanguage()), code: 'ROUTE_NOT_FOUND' });
      return;
    }
    const version = typeof req.query.v === 'string' && /^\w{1,32}$/.test(req.query.v) ? `?v=${req.query.v}` : '';
    const [, id = '', copy] = match;
    const upstream = await restFor(req).download(`${route.upstream(id, copy)}${version}`);
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (upstream.body) await pipeline(upstream.body, res);
    else res.end();
  });
  return router;
}
