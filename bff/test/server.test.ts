import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, startTestPlatform, type TestBff, type TestPlatform } from './test-platform.ts';

const INTROSPECTION = '{ __schema { queryType { name } } }';

let platform: TestPlatform;
let webDist: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  webDist = await mkdtemp(path.join(tmpdir(), 'bourses-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Bourses</title><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("bourses")');
  await writeFile(path.join(webDist, 'graphiql.html'), '<!doctype html><title>GraphiQL · Bourses</title><div id="graphiql"></div>');
});
afterAll(async () => {
  await platform.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A second bff in front of the same api, in production mode. */
async function withProductionBff(env: Record<string, string>, check: (bff: TestBff) => Promise<void>) {
  const bff = await startTestBff(platform.api.baseUrl, { NODE_ENV: 'production', ...env });
  try {
    await check(bff);
  } finally {
    await bff.close();
  }
}

describe('GET /healthz', () => {
  it('reports the api healthy', async () => {
    const response = await fetch(`${platform.bff.url}/healthz`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', api: { status: 'ok', database: 'ok' } });
  });

  it('answers 503 when the api does not answer', async () => {
    const lonely = await startTestBff('http://127.0.0.1:9');
    try {
      const response = await fetch(`${lonely.url}/healthz`);

      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable', api: { status: 'unreachable' } });
    } finally {
      await lonely.close();
    }
  });
});

describe('outside production', () => {
  it('opens the Apollo sandbox at /graphql in a browser', async () => {
    const response = await fetch(`${platform.bff.url}/graphql`, { headers: { Accept: 'text/html' } });

    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/sandbox/i);
  });

  it('answers introspection (the sandbox needs it)', async () => {
    const answer = await platform.bff.graphql(INTROSPECTION);

    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('serves a default cover as a small SVG cached for a year, and a coded 404 for an address that names none', async () => {
    const response = await fetch(`${platform.bff.url}/static/covers/3-1-%C3%89U.svg`);
    const missing = await fetch(`${platform.bff.url}/static/covers/9-9-FR.svg`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toContain('>ÉU</text>');
    expect(svg.length).toBeLessThan(1024);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('answers an unknown address with a 404 in the caller’s language', async () => {
    const response = await fetch(`${platform.bff.url}/nothing-here`, { headers: { 'Accept-Language': 'en' } });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Resource not found.', code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses a file address that is not one of the documents', async () => {
    const response = await fetch(`${platform.bff.url}/files/applications/..%2F..%2Fiam/receipt`);

    expect(response.status).toBe(404);
  });
});

describe('npm start (development with SERVE_WEB_APP=true)', () => {
  it('serves the web build and keeps the sandbox at /graphql', async () => {
    const bff = await startTestBff(platform.api.baseUrl, { SERVE_WEB_APP: 'true', WEB_DIST_DIR: webDist });
    try {
      const route = await fetch(`${bff.url}/profile`, { headers: { Accept: 'text/html' } });
      const sandbox = await fetch(`${bff.url}/graphql`, { headers: { Accept: 'text/html' } });

      expect(await route.text()).toContain('<div id="root">');
      expect(await sandbox.text()).toMatch(/sandbox/i);
    } finally {
      await bff.close();
    }
  });

  it('serves the offline GraphiQL at /graphiql', async () => {
    const bff = await startTestBff(platform.api.baseUrl, { SERVE_WEB_APP: 'true', WEB_DIST_DIR: webDist });
    try {
      const page = await fetch(`${bff.url}/graphiql`, { headers: { Accept: 'text/html' } });

      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="graphiql">');
    } finally {
      await bff.close();
    }
  });
});

describe('in production', () => {
  it('turns introspection and the sandbox off', async () => {
    await withProductionBff({ WEB_DIST_DIR: webDist }, async (bff) => {
      const answer = await bff.graphql(INTROSPECTION);
      const page = await fetch(`${bff.url}/graphql`, { headers: { Accept: 'text/html' } });

      expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(await page.text()).not.toMatch(/sandbox/i);
    });
  });

  it('serves no GraphiQL, under either address, while introspection is off', async () => {
    await withProductionBff({ WEB_DIST_DIR: webDist }, async (bff) => {
      for (const address of ['/graphiql', '/graphiql.html']) {
        const page = await fetch(`${bff.url}${address}`, { headers: { Accept: 'text/html' } });

        expect(page.status).toBe(404);
        expect(await page.text()).not.toContain('graphiql');
      }
    });
  });

  it('allows introspection, and GraphiQL with it, when GRAPHQL_INTROSPECTION=true', async () => {
    await withProductionBff({ WEB_DIST_DIR: webDist, GRAPHQL_INTROSPECTION: 'true' }, async (bff) => {
      const answer = await bff.graphql(INTROSPECTION);
      const page = await fetch(`${bff.url}/graphiql`, { headers: { Accept: 'text/html' } });

      expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      expect(await page.text()).toContain('<div id="graphiql">');
    });
  });

  it('serves the web build, with index.html for client-side routes', async () => {
    await withProductionBff({ WEB_DIST_DIR: webDist }, async (bff) => {
      const asset = await fetch(`${bff.url}/assets/app.js`);
      const route = await fetch(`${bff.url}/applications/12`, { headers: { Accept: 'text/html' } });
      const graphql = await bff.graphql('{ scholarshipFilterOptions { countries } }');

      expect(asset.status).toBe(200);
      expect(await asset.text()).toContain('bourses');
      expect(route.status).toBe(200);
      expect(await route.text()).toContain('<div id="root">');
      expect(graphql.errors).toBeUndefined();
    });
  });

  it('says how to build the web client when its build is missing', async () => {
    await withProductionBff({ WEB_DIST_DIR: path.join(webDist, 'missing') }, async (bff) => {
      const response = await fetch(`${bff.url}/bourses`, { headers: { Accept: 'text/html' } });

      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build -w @bourses/web');
    });
  });
});
