import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { startTestBff, startTestPlatform, type TestBff, type TestPlatform } from '../test-platform.ts';
import { writeWebBuild } from './web-build.ts';

const PUBLIC_WEB_URL = 'https://bourses.example.ma';

let platform: TestPlatform;
let bff: TestBff;
let webDist: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  webDist = await writeWebBuild();
  bff = await startTestBff(platform.api.baseUrl, { NODE_ENV: 'production', WEB_DIST_DIR: webDist, PUBLIC_WEB_URL });
});
afterAll(async () => {
  await bff.close();
  await platform.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the private ones and names the sitemap', async () => {
    const response = await fetch(`${bff.url}/robots.txt`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const privatePath of ['/admin', '/applications', '/profile', '/postuler', '/pending', '/graphql', '/files', '/documents', '/verifier']) {
      expect(lines).toContain(`Disallow: ${privatePath}`);
    }
    expect(lines.some((line) => /^Disallow: \/(bourses)?$/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${PUBLIC_WEB_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every scholarship in each language, each with its hreflang alternates', async () => {
    const first = await createScholarship(platform.api);
    const second = await createScholarship(platform.api);

    const response = await fetch(`${bff.url}/sitemap.xml`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/bourses', `/bourses/${first.id}`, `/bourses/${second.id}`]) {
      for (const language of ['fr', 'ar', 'en']) expect(locations).toContain(`${PUBLIC_WEB_URL}${path}?lang=${language}`);
    }
    expect(locations.some((location) => /\/(admin|profile|applications)/.test(location ?? ''))).toBe(false);
    const firstEntry = xml.split('<url>').find((entry) => entry.includes(`<loc>${PUBLIC_WEB_URL}/bourses/${first.id}?lang=fr</loc>`)) ?? '';
    expect(firstEntry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC_WEB_URL}/bourses/${first.id}?lang=ar"/>`);
    expect(firstEntry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_WEB_URL}/bourses/${first.id}"/>`);
    expect(firstEntry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  });
});

const pageIn = (path: string, headers: Record<string, string> = {}) => fetch(`${bff.url}${path}`, { headers: { Accept: 'text/html', ...headers } });

const headOf = async (response: Response) => {
  const html = await response.text();
  return {
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    dir: /<html [^>]*dir="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]])),
  };
};

describe('the public pages, prerendered in the visitor language', () => {
  it("serves the landing in the browser's language, right to left in Arabic, with its addresses in every language", async () => {
    const response = await pageIn('/', { 'Accept-Language': 'ar-MA,ar;q=0.9,fr;q=0.5' });

    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
    const head = await headOf(response);
    expect(head).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'landing ar', canonical: `${PUBLIC_WEB_URL}/?lang=ar` });
    expect(head.html).toContain('<main>landing in ar</main>');
    expect(head.alternates).toEqual({
      fr: `${PUBLIC_WEB_URL}/?lang=fr`,
      ar: `${PUBLIC_WEB_URL}/?lang=ar`,
      en: `${PUBLIC_WEB_URL}/?lang=en`,
      'x-default': `${PUBLIC_WEB_URL}/`,
    });
  });

  it('follows the language the address names, then the remembered choice, before the browser', async () => {
    const named = await headOf(await pageIn('/bourses?lang=en', { 'Accept-Language': 'ar', Cookie: 'lang=fr' }));
    const remembered = await headOf(await pageIn('/bourses', { 'Accept-Language': 'fr', Cookie: 'theme=dark; lang=ar' }));
    const unknown = await headOf(await pageIn('/bourses?lang=xx', { 'Accept-Language': 'de' }));

    expect(named).toMatchObject({ lang: 'en', dir: 'ltr', title: 'scholarships en', canonical: `${PUBLIC_WEB_URL}/bourses?lang=en` });
    expect(remembered).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'scholarships ar' });
    expect(unknown).toMatchObject({ lang: 'fr', title: 'scholarships fr' });
  });

  it("titles and describes a scholarship's page with the scholarship itself, in the page's language", async () => {
    const scholarship = await createScholarship(platform.api, {}, {
      fr: { title: 'Bourse <Excellence> Master', description: 'Pour les étudiants en master.' },
      ar: { title: 'منحة التميز للماستر', description: 'لطلاب الماستر.' },
    });

    const arabic = await headOf(await pageIn(`/bourses/${scholarship.id}?lang=ar`));
    const french = await headOf(await pageIn(`/bourses/${scholarship.id}`, { 'Accept-Language': 'fr' }));

    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'منحة التميز للماستر', description: 'لطلاب الماستر.' });
    expect(arabic.html).toContain('<main>scholarship in ar</main>');
    expect(arabic.canonical).toBe(`${PUBLIC_WEB_URL}/bourses/${scholarship.id}?lang=ar`);
    expect(arabic.alternates['x-default']).toBe(`${PUBLIC_WEB_URL}/bourses/${scholarship.id}`);
    expect(french).toMatchObject({ lang: 'fr', title: 'Bourse &lt;Excellence&gt; Master', description: 'Pour les étudiants en master.' });
  });

  it("answers a scholarship that does not exist with a 404 page, never a server error", async () => {
    for (const path of ['/bourses/999999', '/bourses/%C3%A9t%C3%A9', '/bourses/0']) {
      const response = await pageIn(path);

      expect(response.status, path).toBe(404);
      const head = await headOf(response);
      expect(head.html, path).toContain('<div id="root"');
      expect(head.canonical, path).toBeUndefined();
    }
  });

  it('serves the other pages unprerendered, in the language chosen, without alternates', async () => {
    const head = await headOf(await pageIn('/profile', { 'Accept-Language': 'ar' }));

    expect(head).toMatchObject({ lang: 'ar', dir: 'rtl', title: 'WLB', canonical: undefined });
    expect(head.html).toContain('<div id="root"></div>');
  });
});
