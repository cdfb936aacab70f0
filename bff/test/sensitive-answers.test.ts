import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '@bourses/api/test/factories/applications';
import { PDF_FILE, PNG_FILE } from '@bourses/api/test/factories/files';
import {
  attachRegistrationDocuments,
  createAdmin,
  createUser,
  type TestUser,
} from '@bourses/api/test/factories/users';
import { CREDENTIAL_FIELDS } from '../src/graphql/no-store-answers.ts';
import { SCHEMA_FILE } from '../src/graphql/executable-schema.ts';
import { LOGIN, REFRESH_TOKEN } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// What a browser or a proxy must never keep or run (docs/security.md, "Downloads"): the documents
// streamed through /files, and the GraphQL answers that carry a token.

let platform: TestPlatform;
let admin: TestUser;
let student: TestUser;
let applicationId: number;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await createAdmin(platform.api);
  student = await createUser(platform.api);
  await attachRegistrationDocuments(platform.api, student, {
    paymentReceipt: {
      content: PDF_FILE,
      mimeType: 'application/pdf',
      originalName: 'evil"\r\nX-Evil: 1.html',
    },
    serviceContract: { content: PNG_FILE, mimeType: 'image/png', originalName: 'contrat.png' },
  });
  applicationId = (await createApplication(platform.api, { student })).id;
  await platform.api.http
    .put('/api/payments/settings/contracts/fr')
    .set(admin.auth)
    .attach('template', PDF_FILE, 'modele.pdf')
    .expect(200);
});
afterAll(() => platform.close());

const get = (path: string, { token, language = 'fr' }: { token?: string; language?: string } = {}) =>
  fetch(`${platform.bff.url}${path}`, {
    headers: { 'Accept-Language': language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });

interface FileCase {
  route: string;
  path: () => string;
  token: () => string | undefined;
  language: string;
  /** The Content-Disposition the api chose, which the bff passes on unchanged. */
  disposition: () => RegExp | string;
}

const FILES: FileCase[] = [
  {
    route: 'a registration’s payment receipt',
    path: () => `/files/users/${student.user.id}/payment-receipt`,
    token: () => admin.token,
    language: 'fr',
    disposition: () => `attachment; filename="recu-de-paiement.pdf"; filename*=UTF-8''recu-de-paiement.pdf`,
  },
  {
    route: 'a registration’s service contract, in Arabic',
    path: () => `/files/users/${student.user.id}/service-contract`,
    token: () => student.token,
    language: 'ar',
    disposition: () =>
      `attachment; filename="service-contract.png"; filename*=UTF-8''${encodeURIComponent('عقد-الخدمة.png')}`,
  },
  {
    route: 'an application’s receipt',
    path: () => `/files/applications/${applicationId}/receipt`,
    token: () => student.token,
    language: 'en',
    disposition: () =>
      `attachment; filename="application-payment-receipt-${applicationId}.pdf"; filename*=UTF-8''application-payment-receipt-${applicationId}.pdf`,
  },
  {
    route: 'the data export',
    path: () => '/files/me/data-export',
    token: () => student.token,
    language: 'fr',
    disposition: () =>
      /^attachment; filename="bourses-data-\d{4}-\d{2}-\d{2}\.zip"; filename\*=UTF-8''bourses-data-\d{4}-\d{2}-\d{2}\.zip$/,
  },
  {
    route: 'the service contract template, to a visitor',
    path: () => '/files/payments/service-contract/fr',
    token: () => undefined,
    language: 'fr',
    disposition: () =>
      `attachment; filename="modele-de-contrat-de-service.pdf"; filename*=UTF-8''modele-de-contrat-de-service.pdf`,
  },
  {
    route: 'a staff export',
    path: () => '/files/exports/applications?format=csv',
    token: () => admin.token,
    language: 'fr',
    disposition: () =>
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''applications-\d{4}-\d{2}-\d{2}\.csv$/,
  },
];

describe('documents through the bff', () => {
  it.each(FILES)('$route keeps the api’s attachment, nosniff, CSP sandbox and no-store', async (file) => {
    const response = await get(file.path(), { token: file.token(), language: file.language });
    await response.arrayBuffer();

    expect(response.status).toBe(200);
    const disposition = file.disposition();
    if (typeof disposition === 'string')
      expect(response.headers.get('content-disposition')).toBe(disposition);
    else expect(response.headers.get('content-disposition')).toMatch(disposition);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The api's policy, not the app's: the app's allows scripts from the site itself.
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-evil')).toBeNull();
  });
});

interface LoginAnswer {
  login: { accessToken: string | null; refreshToken: string | null };
}

describe('GraphQL answers that carry a token', () => {
  it('are no-store for login, answered to a caller who sends no token', async () => {
    const answer = await platform.bff.graphql<LoginAnswer>(LOGIN, {
      email: student.user.email,
      password: student.password,
    });

    expect(answer.data?.login.accessToken).toEqual(expect.any(String));
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('are no-store for refreshToken, and a refused login is no-store too', async () => {
    const refreshed = await platform.bff.graphql<{ refreshToken: { accessToken: string } }>(REFRESH_TOKEN, {
      refreshToken: student.refreshToken,
    });
    const refused = await platform.bff.graphql(LOGIN, {
      email: student.user.email,
      password: 'Pas-le-bon-2026',
    });

    expect(refreshed.data?.refreshToken.accessToken).toEqual(expect.any(String));
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
    expect(refused.errors).toBeDefined();
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves a visitor’s catalogue query free of no-store: nothing in it is anyone’s own', async () => {
    const answer = await platform.bff.graphql('{ scholarshipFilterOptions { countries } }');

    expect(answer.errors).toBeUndefined();
    expect(answer.headers.get('cache-control')).not.toBe('no-store');
  });

  it('lists every root field whose answer holds a credential, and only fields of the schema', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    const CREDENTIALS = new Set([
      'accessToken',
      'refreshToken',
      'challenge',
      'secret',
      'uri',
      'qrCode',
      'recoveryCodes',
      'token',
    ]);
    const roots = [schema.getQueryType(), schema.getMutationType()].filter(
      (type): type is GraphQLObjectType => !!type,
    );
    const rootFields = roots.flatMap((root) => Object.values(root.getFields()));

    const holdingCredentials = rootFields
      .filter((field) => {
        const type = getNamedType(field.type);
        return isObjectType(type) && Object.keys(type.getFields()).some((name) => CREDENTIALS.has(name));
      })
      .map((field) => field.name);

    expect([...CREDENTIAL_FIELDS].sort()).toEqual(holdingCredentials.sort());
  });
});
