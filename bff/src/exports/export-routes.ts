import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { FILES_PREFIX } from '../files/file-links.ts';
import { queryString, type RestClient } from '../rest/rest-client.ts';

// Browser path → api path, and the list filters each export passes on (the api validates them).
const EXPORTS = {
  applications: {
    upstream: '/api/admin/applications/export',
    filters: ['status', 'scholarshipId', 'search', 'assignee', 'unreadFromStudents', 'overdueCorrections'],
  },
  accounts: {
    upstream: '/api/admin/accounts/export',
    filters: [
      'role_id',
      'is_verified',
      'approval_status',
      'search',
      'assignee',
      'unread_from_students',
      'overdue_corrections',
    ],
  },
  payments: {
    upstream: '/api/payments/export',
    filters: ['status', 'kind', 'scholarshipId', 'flagged', 'search', 'from', 'to'],
  },
} as const;

// The api's download headers (api/src/http/download-headers.ts), its CSP sandbox included.
const PASSED_HEADERS = [
  'content-type',
  'content-disposition',
  'content-security-policy',
  'cache-control',
  'x-content-type-options',
];

function passedQuery(req: Request, filters: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of ['format', ...filters]) {
    const value = req.query[name];
    if (typeof value === 'string') query[name] = value;
  }
  return query;
}

/**
 * GET /files/exports/{applications,accounts,payments}: the staff exports, asked of the api with the caller's
 * own token and language and streamed through as they come (never held whole in the bff). The api
 * decides who may export, validates the filters and audits the export.
 */
export function createExportRouter(restFor: (req: Request) => RestClient): Router {
  const router = Router();
  for (const [list, { upstream, filters }] of Object.entries(EXPORTS)) {
    router.get(`${FILES_PREFIX}/exports/${list}`, async (req: Request, res: Response) => {
      const answer = await restFor(req).download(`${upstream}${queryString(passedQuery(req, filters))}`);
      res.status(answer.status);
      for (const name of PASSED_HEADERS) {
        const value = answer.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      if (answer.body) await pipeline(answer.body, res);
      else res.end();
    });
  }
  return router;
}
