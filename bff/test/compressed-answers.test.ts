import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, startTestPlatform, type TestBff, type TestPlatform } from './test-platform.ts';

// A stand-in web build with the copies the real build makes (web/vite.config.ts): x.br and x.gz beside x.
const SCRIPT = `export const greeting = ${JSON.stringify('Bourses '.repeat(400))};\n`;
const SCRIPT_PATH = '/assets/app-Ab12Cd34.js';
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="${SCRIPT_PATH}"></script></head><body><div id="root"></div></body></html>`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>';

async function writeWithCopies(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decompressed (fetch would decompress them). */
  body: Buffer;
}

function rawRequest(url: string, headers: Record<string, string>, { method = 'GET', body }: { method?: string; body?: string } = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

let platform: TestPlatform;
let webBff: TestBff;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'bourses-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeWithCopies(path.join(webDist, SCRIPT_PATH), SCRIPT);
  await writeWithCopies(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'favicon.svg'), FAVICON);
  platform = await startTestPlatform();
  webBff = await startTestBff(platform.api.baseUrl, { SERVE_WEB_APP: 'true', WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await webBff?.close();
  await platform?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web build’s files', () => {
  it('go brotli-compressed to a browser that accepts brotli, preferred to gzip', async () => {
    const answer = await rawRequest(`${webBff.url}${SCRIPT_PATH}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('go gzipped to a client that accepts only gzip', async () => {
    const answer = await rawRequest(`${webBff.url}${SCRIPT_PATH}`, { 'accept-encoding': 'gzip' });

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['brotli and gzip refused', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
  ])('go as they are to a client with %s', async (_case, headers: Record<string, string>) => {
    const answer = await rawRequest(`${webBff.url}${SCRIPT_PATH}`, headers);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('keep a hashed asset in the browser for a year, for good', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await rawRequest(`${webBff.url}${SCRIPT_PATH}`, { 'accept-encoding': encoding });

      expect(answer.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidate the page at every visit, answering 304 while it has not changed', async () => {
    const first = await rawRequest(`${webBff.url}/applications/12`, { accept: 'text/html', 'accept-encoding': 'br' });
    const again = await rawRequest(`${webBff.url}/applications/12`, {
      accept: 'text/html',
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    const direct = await rawRequest(`${webBff.url}/index.html`, { 'accept-encoding': 'br' });

    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    expect(first.body.toString()).toContain('<div id="root">');
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(direct.headers['cache-control']).toBe('no-cache');
    expect(direct.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(direct.body).toString()).toBe(INDEX_HTML);
  });

  it('keep an unhashed public file an hour only', async () => {
    const answer = await rawRequest(`${webBff.url}/favicon.svg`, { 'accept-encoding': 'br' });

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    expect(answer.body.toString()).toBe(FAVICON);
  });

  it('answer a missing asset with the coded 404, never index.html', async () => {
    const answer = await rawRequest(`${webBff.url}/assets/app-gone.js`, { accept: '*/*', 'accept-encoding': 'br' });

    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBeUndefined();
  });
});

describe('GraphQL answers', () => {
  const post = (query: string, acceptEncoding: string) =>
    rawRequest(
      `${platform.bff.url}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      { method: 'POST', body: JSON.stringify({ query }) },
    );

  it('are compressed with brotli when large', async () => {
    const answer = await post('{ __schema { types { name description fields { name description } } } }', 'gzip, br');

    const json = brotliDecompressSync(answer.body).toString();
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(json.length).toBeGreaterThan(1024);
    expect(JSON.parse(json)).toHaveProperty('data.__schema.types');
  });

  it('go as they are when below 1 KiB, where compressing would only slow them', async () => {
    const answer = await post('{ __typename }', 'gzip, br');

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
