import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { startTestBff, startTestPlatform, type TestBff, type TestPlatform } from '../test-platform.ts';
import { writeWebBuild } from './web-build.ts';

// The catalogue's pages rendered with their data by the web build's renderer (bff/src/seo/data-renderer.ts).
// A stand-in renderer shows what the bff hands it: the address, the language, and what a visitor's
// GraphQL query answers through the bff's own Apollo Server. It refuses the address /bourses?fail, waits for the test on
// addresses saying "slow", and numbers its renders.
const RENDERER = `
export async function renderDocument(template, page, address, language, { execute }) {
  if (address.endsWith('?fail')) throw new Error('the render failed');
  if (address.includes('slow')) await globalThis.slowRenders.promise;
  const { data } = await execute({ query: 'query Titles { scholarships(limit: 50) { items { title } } }', variables: {}, operationName: 'Titles' });
  const titles = data.scholarships.items.map((item) => item.title).join(' | ');
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  return template.replace('<div id="root"></div>', '<div id="root">' + page + ' at ' + address + ' in ' + language + ' (render ' + globalThis.renders + '): ' + titles + '</div>');
}
`;

let platform: TestPlatform;
let bff: TestBff;
let webDist: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  webDist = await writeWebBuild({ renderer: RENDERER });
  bff = await startTestBff(platform.api.baseUrl, { NODE_ENV: 'production', WEB_DIST_DIR: webDist, PUBLIC_WEB_URL: 'https://bourses.example.ma' });
});
afterAll(async () => {
  await bff.close();
  await platform.close();
  await rm(webDist, { recursive: true, force: true });
});

const pageIn = async (path: string, language = 'fr') => {
  const response = await fetch(`${bff.url}${path}`, { headers: { Accept: 'text/html', 'Accept-Language': language } });
  return { status: response.status, html: await response.text() };
};

describe('the catalogue pages, rendered with their data', () => {
  it('renders the list at its address, with its query, in the language asked, from what a visitor reads', async () => {
    await createScholarship(platform.api, {}, { fr: { title: 'Bourse rendue par le serveur' } });

    const { status, html } = await pageIn('/bourses?country=FR&page=1', 'ar');

    expect(status).toBe(200);
    expect(html).toContain('scholarships at /bourses?country=FR&page=1 in ar');
    expect(html).toContain('Bourse rendue par le serveur');
    // The bff's own additions still apply to the rendered document.
    expect(html).toContain('<link rel="canonical" href="https://bourses.example.ma/bourses?lang=ar" />');
  });

  it("renders a scholarship's page with its own title, and answers 404 for one that does not exist", async () => {
    const { id } = await createScholarship(platform.api, {}, { fr: { title: 'Bourse détaillée' } });

    const found = await pageIn(`/bourses/${id}`);
    const missing = await pageIn('/bourses/999999');

    expect(found.status).toBe(200);
    expect(found.html).toContain(`scholarship at /bourses/${id} in fr`);
    expect(found.html).toContain('<title>Bourse détaillée</title>');
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain('scholarship at');
  });

  it('shows the landing as prerendered: it has no data to wait for', async () => {
    const { html } = await pageIn('/');

    expect(html).toContain('<main>landing in fr</main>');
  });

  it('renders an address once for a burst of visitors, and each address on its own', async () => {
    const burst = await Promise.all([1, 2, 3, 4].map(() => pageIn('/bourses?page=2')));
    const other = await pageIn('/bourses?page=3');

    const renders = burst.map(({ html }) => /render (\d+)/.exec(html)?.[1]);
    expect(new Set(renders).size).toBe(1);
    expect(/render (\d+)/.exec(other.html)?.[1]).not.toBe(renders[0]);
  });

  it('serves pages as prerendered rather than queue them behind eight renders', async () => {
    const slowRenders = Promise.withResolvers<undefined>();
    Object.assign(globalThis, { slowRenders });
    const pending = Array.from({ length: 9 }, (_, index) => pageIn(`/bourses?slow=${index}`));

    const first = await Promise.race(pending);
    slowRenders.resolve(undefined);
    const all = await Promise.all(pending);

    expect(first.html).toContain('<main>scholarships in fr</main>');
    expect(all.filter(({ html }) => html.includes('<main>scholarships in fr</main>'))).toHaveLength(1);
    expect(all.filter(({ html }) => html.includes('(render '))).toHaveLength(8);
  });

  it('serves the page as prerendered at build when the render fails', async () => {
    const { status, html } = await pageIn('/bourses?fail');

    expect(status).toBe(200);
    expect(html).toContain('<main>scholarships in fr</main>');
  });

  it('renders with the renderer of a build made after start, without a restart', async () => {
    const before = await pageIn('/bourses?build=1');
    // As Vite writes a new build: the folder emptied, the entry named by its new hash.
    await rm(path.join(webDist, '.server', 'render-page-stand-in.js'));
    await writeFile(path.join(webDist, '.server', 'render-page-next.js'), RENDERER.replace("' at '", "' (next build) at '"));

    const after = await pageIn('/bourses?build=2');

    expect(before.html).toContain('scholarships at /bourses?build=1');
    expect(after.html).toContain('scholarships (next build) at /bourses?build=2');
  });

  // Last: it spends this client's renders for the minute.
  it('serves a visitor past 30 new renders a minute the pages as prerendered, and the pages kept with their data', async () => {
    const kept = await pageIn('/bourses?page=2');
    const addresses = Array.from({ length: 35 }, (_, index) => `/bourses?crawl=${index}`);
    const crawled = [];
    for (const address of addresses) crawled.push(await pageIn(address));
    const keptAgain = await pageIn('/bourses?page=2');

    const rendered = crawled.map(({ html }) => html.includes('(render '));
    expect(rendered.filter(Boolean).length).toBeLessThanOrEqual(30);
    expect(rendered.slice(-5)).toEqual([false, false, false, false, false]);
    expect(crawled.at(-1)?.html).toContain('<main>scholarships in fr</main>');
    expect(keptAgain.html).toBe(kept.html);
    expect(keptAgain.html).toContain('(render ');
  });
});
