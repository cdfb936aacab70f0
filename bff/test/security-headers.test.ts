import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@bourses/api/test/factories/users';
import { startTestBff, startTestPlatform, type TestPlatform } from './test-platform.ts';

/** A web build as `npm run build -w @bourses/web` makes it: module scripts only, no inline script. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bff-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
  return dir;
}

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ SERVE_WEB_APP: 'true', WEB_DIST_DIR: fakeWebBuild() });
});
afterAll(() => platform.close());

const directivesOf = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

function expectHardened(response: Response): void {
  const csp = directivesOf(response.headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-src')).toEqual([
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'blob:',
  ]);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // PUBLIC_WEB_URL defaults to http://localhost:PORT: no HSTS on plain http.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers on every kind of answer', () => {
  it.each([
    ['a web page (client-side route)', '/applications/12', 200],
    ['a public page, in the visitor language', '/bourses', 200],
    ['robots.txt', '/robots.txt', 200],
    ['the web page of the staff console', '/admin', 200],
    ['a built asset', '/assets/app.js', 200],
    ['a default cover under /static', '/static/covers/0-0-FR.svg', 200],
    ['a missing file under /static', '/static/missing.png', 404],
    [
      'a private file asked without a session',
      '/files/users/00000000-0000-4000-8000-000000000000/payment-receipt',
      401,
    ],
    ['an unknown /files address', '/files/nothing', 404],
    ['the health check', '/healthz', 200],
    ['an address that cannot be decoded', '/assets/%zz', 400],
  ])('%s', async (_kind, address, status) => {
    const response = await fetch(`${platform.bff.url}${address}`, { headers: { Accept: 'text/html' } });

    expect(response.status).toBe(status);
    expectHardened(response);
  });

  it('a GraphQL answer', async () => {
    const response = await fetch(`${platform.bff.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ scholarshipFilterOptions { countries } }' }),
    });

    expect(response.status).toBe(200);
    expectHardened(response);
  });

  it('a GraphQL answer to a signed-in caller is never stored', async () => {
    const student = await createUser(platform.api);

    const signedIn = await platform.bff.graphql('{ me { id } }', {}, { token: student.token });
    const anonymous = await platform.bff.graphql('{ scholarshipFilterOptions { countries } }');

    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });

  it('the sandbox page (GET /graphql outside production) may load Apollo’s scripts, and only it', async () => {
    const response = await fetch(`${platform.bff.url}/graphql`, { headers: { Accept: 'text/html' } });

    const csp = directivesOf(response.headers.get('content-security-policy'));
    expect(response.status).toBe(200);
    expect(csp.get('script-src')).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('in production behind https', () => {
  it('sends HSTS, and the sandbox page is gone with its scripts', async () => {
    const bff = await startTestBff(platform.api.baseUrl, {
      NODE_ENV: 'production',
      SERVE_WEB_APP: 'false',
      PUBLIC_WEB_URL: 'https://bourses.example.ma',
    });
    try {
      const page = await fetch(`${bff.url}/graphql`, { headers: { Accept: 'text/html' } });
      const health = await fetch(`${bff.url}/healthz`);

      expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(directivesOf(page.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
      expect(
        directivesOf(health.headers.get('content-security-policy')).get('upgrade-insecure-requests'),
      ).toEqual([]);
    } finally {
      await bff.close();
    }
  });
});
