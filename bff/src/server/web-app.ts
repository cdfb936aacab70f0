import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Logger } from '../logging/logger.ts';

// Paths the bff answers itself: never the web client's index.html.
const OWN_PATHS = /^\/(graphql|files|healthz|static)(\/|$)/;

const GRAPHIQL_FILE = 'graphiql.html';

/**
 * Production: the web client's build from one address, with every other GET falling back to
 * index.html (client-side routes such as /bourses/12). Without a build, a 503 that says how to make one.
 * `/graphiql`, the developers' offline GraphiQL, is served only where introspection is on: it reads
 * the schema's documentation through it.
 */
export function createWebAppRouter(webDistDir: string, logger: Logger, { graphiql }: { graphiql: boolean }): Router {
  const router = Router();
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) logger.warn({ webDistDir }, 'web build not found: run `npm run build -w @bourses/web`');

  router.get(['/graphiql', `/${GRAPHIQL_FILE}`], (_req, res, next) => {
    if (!graphiql) return next('router');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(webDistDir, GRAPHIQL_FILE), (error) => error && next('router'));
  });
  router.use(express.static(webDistDir, { index: false, maxAge: '1h', fallthrough: true }));
  router.get('/{*path}', (req, res, next) => {
    if (OWN_PATHS.test(req.path) || !req.accepts('html')) return next();
    // Checked per request, so that a build made after start is served without a restart.
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The web client is not built yet: run `npm run build -w @bourses/web`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
