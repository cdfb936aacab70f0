import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCookies } from 'cookie';
import { Router, type Request } from 'express';
import { LANGUAGE_COOKIE } from '@bourses/common/languages';
import { choosePageLanguage } from '@bourses/common/page-language';
import type { Logger } from '../logging/logger.ts';
import type { PageRenderer } from '../seo/page-renderer.ts';
import { serveStaticAssets } from './static-assets.ts';

// Paths the bff answers itself: never the web client's index.html. A missing hashed asset (asked for
// by a page of an earlier build, with `Accept: */*`) is a 404, not a page the browser would run as a script.
const OWN_PATHS = /^\/(graphql|files|healthz|static|assets)(\/|$)/;

const GRAPHIQL_FILE = 'graphiql.html';

/** The language of the page's HTML: `?lang=`, the visitor's remembered choice, then Accept-Language. */
const pageLanguage = (req: Request) =>
  choosePageLanguage({
    query: req.query.lang,
    cookie: parseCookies(req.get('cookie') ?? '')[LANGUAGE_COOKIE],
    acceptLanguage: req.get('accept-language'),
  });

/**
 * Production: the web client's build from one address, with every other GET falling back to its
 * HTML (client-side routes such as /bourses/12): the page prerendered in the visitor's language
 * where there is one (seo/page-renderer.ts). Without a build, a 503 that says how to make one.
 * `/graphiql`, the developers' offline GraphiQL, is served only where introspection is on: it reads
 * the schema's documentation through it.
 */
export function createWebAppRouter(
  webDistDir: string,
  logger: Logger,
  { graphiql, renderPage }: { graphiql: boolean; renderPage: PageRenderer },
): Router {
  const router = Router();
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) logger.warn({ webDistDir }, 'web build not found: run `npm run build -w @bourses/web`');

  router.get(['/graphiql', `/${GRAPHIQL_FILE}`], (_req, res, next) => {
    if (!graphiql) return next('router');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webDistDir, GRAPHIQL_FILE), (error) => error && next('router'));
  });
  router.use(serveStaticAssets(webDistDir));
  router.get('/{*path}', async (req, res, next) => {
    if (OWN_PATHS.test(req.path) || !req.accepts('html')) return next();
    // Read per request (seo/page-renderer.ts), so that a build made after start is served without a restart.
    const query = req.originalUrl.indexOf('?');
    const page = await renderPage({
      path: req.path,
      search: query === -1 ? '' : req.originalUrl.slice(query),
      language: pageLanguage(req),
      client: req.ip ?? 'unknown',
    });
    if (!page) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `npm run build -w @bourses/web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Language').vary('Cookie');
    res.status(page.status).type('html').send(page.html);
  });
  return router;
}
