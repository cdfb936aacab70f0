import type { Language } from '@bourses/common/languages';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casablancaToday } from '#api/scholarships/deadline.ts';
import { apply } from '../factories/applications.ts';
import { PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { createScholarship, scholarshipPayload } from '../factories/scholarships.ts';
import { attachRegistrationDocuments, createAdmin, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Every download (docs/security.md, "Downloads"): saved under a name the server chose, never sniffed,
// never run, never cached. A stored name (the one a student's file had) never reaches a header.

/** A stored name that would split a header, close its quotes and claim another type, were it sent. */
const HOSTILE_NAME = "evil\"; filename*=UTF-8''x.html\r\nSet-Cookie: stolen=1 ü.html";

let api: TestApi;
let admin: TestUser;
let student: TestUser;
let applicationId: number;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  student = await createUser(api);
  await attachRegistrationDocuments(api, student, {
    paymentReceipt: { content: PDF_FILE, mimeType: 'application/pdf', originalName: 'reçu.pdf' },
    serviceContract: { content: PNG_FILE, mimeType: 'image/png', originalName: 'contrat.png' },
  });
  applicationId = (await apply(api, student, (await createScholarship(api)).id).expect(201)).body.data.id;
  await api.http
    .put('/api/payments/settings/contracts/fr')
    .set(admin.auth)
    .attach('template', PDF_FILE, 'modele.pdf')
    .expect(200);
  // Whatever the uploads were called, each stored name is now hostile.
  await api.context.db.updateTable('files').set({ originalName: HOSTILE_NAME }).execute();
});
afterAll(() => api.close());

/** GETs a download in `language`, collecting the body as bytes whatever its type. */
const download = (path: string, language: Language, auth?: { Authorization: string }) => {
  const request = api.http
    .get(path)
    .set('Accept-Language', language)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
  return auth ? request.set(auth) : request;
};

const today = () => casablancaToday(api.clock.now());
const pct = (name: string) => encodeURIComponent(name);

interface DownloadCase {
  route: string;
  language: Language;
  path: () => string;
  auth: () => { Authorization: string } | undefined;
  contentType: RegExp;
  /** The ASCII `filename` and the UTF-8 `filename*` the server chose. */
  fileName: () => { ascii: string; utf8: string };
}

const CASES: DownloadCase[] = [
  {
    route: 'a registration’s payment receipt',
    language: 'fr',
    path: () => `/api/iam/users/${student.user.id}/documents/payment-receipt`,
    auth: () => admin.auth,
    contentType: /^application\/pdf$/,
    fileName: () => ({ ascii: 'recu-de-paiement.pdf', utf8: 'recu-de-paiement.pdf' }),
  },
  {
    route: 'a registration’s signed service contract, in Arabic',
    language: 'ar',
    path: () => `/api/iam/users/${student.user.id}/documents/service-contract`,
    auth: () => student.auth,
    contentType: /^image\/png$/,
    fileName: () => ({ ascii: 'service-contract.png', utf8: pct('عقد-الخدمة.png') }),
  },
  {
    route: 'an application’s payment receipt',
    language: 'en',
    path: () => `/api/scholarships/applications/${applicationId}/receipt`,
    auth: () => student.auth,
    contentType: /^application\/pdf$/,
    fileName: () => ({
      ascii: `application-payment-receipt-${applicationId}.pdf`,
      utf8: `application-payment-receipt-${applicationId}.pdf`,
    }),
  },
  {
    route: 'the service contract template (public)',
    language: 'ar',
    path: () => '/api/payments/settings/contracts/fr',
    auth: () => undefined,
    contentType: /^application\/pdf$/,
    fileName: () => ({ ascii: 'modele-de-contrat-de-service.pdf', utf8: 'modele-de-contrat-de-service.pdf' }),
  },
  {
    route: 'the data export',
    language: 'fr',
    path: () => '/api/iam/auth/me/data-export',
    auth: () => student.auth,
    contentType: /^application\/zip$/,
    fileName: () => ({
      ascii: `bourses-data-${api.clock.now().toISOString().slice(0, 10)}.zip`,
      utf8: `bourses-data-${api.clock.now().toISOString().slice(0, 10)}.zip`,
    }),
  },
  {
    route: 'the applications export',
    language: 'fr',
    path: () => '/api/admin/applications/export?format=csv',
    auth: () => admin.auth,
    contentType: /^text\/csv; charset=utf-8/,
    fileName: () => ({ ascii: `applications-${today()}.csv`, utf8: `applications-${today()}.csv` }),
  },
  {
    route: 'the accounts export',
    language: 'en',
    path: () => '/api/admin/accounts/export?format=xlsx',
    auth: () => admin.auth,
    contentType: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/,
    fileName: () => ({ ascii: `accounts-${today()}.xlsx`, utf8: `accounts-${today()}.xlsx` }),
  },
  {
    route: 'the payments export',
    language: 'ar',
    path: () => '/api/payments/export?format=csv',
    auth: () => admin.auth,
    contentType: /^text\/csv; charset=utf-8/,
    fileName: () => ({ ascii: `payments-${today()}.csv`, utf8: `payments-${today()}.csv` }),
  },
];

/** The downloads of stored files, whose owner named them. */
const STORED_DOCUMENTS = CASES.slice(0, 4);

/** Every header line of an answer, as the caller received them. */
const headerNames = (res: Response) => Object.keys(res.headers);

describe('every download', () => {
  it.each(CASES)('$route is an attachment named by the server, never sniffed, run or kept', async (route) => {
    const res = await download(route.path(), route.language, route.auth());

    const { ascii, utf8 } = route.fileName();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(route.contentType);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(headerNames(res)).not.toContain('set-cookie');
  });

  it('never carries a stored name, whatever quotes, line breaks or letters it holds', async () => {
    const answers = await Promise.all(
      STORED_DOCUMENTS.map((route) => download(route.path(), route.language, route.auth())),
    );

    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).not.toMatch(/evil|html|stolen/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''[A-Za-z0-9._%-]+$/,
      );
      expect(headerNames(res)).not.toContain('set-cookie');
    }
  });
});

describe('a scholarship’s picture', () => {
  it('is no document: shown inline and kept by caches, but never sniffed', async () => {
    const created = await api.http
      .post('/api/scholarships')
      .set(admin.auth)
      .field('data', JSON.stringify(scholarshipPayload({ imageUrl: null })))
      .attach('image', PNG_FILE, { filename: 'campus.png', contentType: 'image/png' })
      .expect(201);

    const res = await download(`/api/scholarships/${created.body.data.id}/image`, 'fr');

    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
