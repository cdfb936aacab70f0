import { Readable } from 'node:stream';
import { Router } from 'express';
import { LANGUAGES } from '@bourses/common/languages';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { Logger } from '../logging/logger.ts';
import { alternateAddresses, pageAddress } from './page-addresses.ts';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGE_PATHS, scholarshipPath } from './public-pages.ts';

export interface SitemapScholarship {
  id: number;
  updatedAt: string;
}

export interface SeoRoutesOptions {
  publicWebUrl: string;
  /** Every published scholarship (the api's GET /api/scholarships/sitemap). */
  listScholarships: () => Promise<SitemapScholarship[]>;
  logger: Logger;
}

// Search engines read these at most a few times a day.
const CACHE_CONTROL = 'public, max-age=3600';

/** The page in each language: one `<url>` per language, each naming the others (hreflang). */
function sitemapItems(publicWebUrl: string, path: string, lastmod?: string): SitemapItemLoose[] {
  const links = alternateAddresses(publicWebUrl, path).map(({ hreflang, href }) => ({ lang: hreflang, url: href }));
  return LANGUAGES.map((language) => ({ url: pageAddress(publicWebUrl, path, language), links, lastmod }));
}

/** `/robots.txt` (public pages allowed, private ones not, the sitemap named) and `/sitemap.xml`. */
export function createSeoRouter({ publicWebUrl, listScholarships, logger }: SeoRoutesOptions): Router {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${publicWebUrl}/sitemap.xml`,
      '',
    ];
    res.type('text/plain').set('Cache-Control', CACHE_CONTROL).send(lines.join('\n'));
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const scholarships = await listScholarships();
      const items = [
        ...PUBLIC_PAGE_PATHS.flatMap((path) => sitemapItems(publicWebUrl, path)),
        ...scholarships.flatMap(({ id, updatedAt }) => sitemapItems(publicWebUrl, scholarshipPath(id), updatedAt)),
      ];
      const xml = await streamToPromise(Readable.from(items).pipe(new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } })));
      res.type('application/xml').set('Cache-Control', CACHE_CONTROL).send(xml);
    } catch (error) {
      logger.warn({ err: error }, 'sitemap: the scholarships could not be listed');
      next(error);
    }
  });

  return router;
}
