import type { ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import type { RequestHandler } from 'express';

/** Hashed by the build (`assets/app-x1y2.js`): a new version is a new name, so browsers keep each one for good. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** HTML pages name the current assets: browsers ask again each time (a 304 when unchanged). */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Unhashed public files (favicon, robots.txt): an hour, so that a change reaches everyone soon. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Answers smaller than this go as they are: compressing them costs more time than it saves. */
export const DYNAMIC_COMPRESSION_THRESHOLD_BYTES = 1024;

const HASHED_ASSETS_FOLDER = `assets${path.sep}`;
const PAGE = /\.html(\.br|\.gz)?$/;

function setCacheControl(webDistDir: string) {
  return (res: ServerResponse, filePath: string) => {
    const relative = path.relative(webDistDir, filePath);
    const cacheControl = relative.startsWith(HASHED_ASSETS_FOLDER)
      ? HASHED_ASSET_CACHE_CONTROL
      : PAGE.test(relative)
        ? PAGE_CACHE_CONTROL
        : PUBLIC_FILE_CACHE_CONTROL;
    res.setHeader('Cache-Control', cacheControl);
  };
}

/**
 * The web build's files, in the copy the browser accepts: brotli (`x.js.br`) when it does, preferred
 * to gzip (`x.js.gz`), else the plain file; with the original's Content-Type, the copy's Content-Length
 * and ETag, and `Vary: Accept-Encoding`. The build writes the copies (web/vite.config.ts); they are
 * found once, at start. An address that cannot be decoded falls through to the coded 400.
 */
export function serveStaticAssets(webDistDir: string): RequestHandler {
  const serve = expressStaticGzip(webDistDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, cacheControl: false, fallthrough: true, setHeaders: setCacheControl(webDistDir) },
  });
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return next();
    }
    serve(req, res, next);
  };
}

/**
 * Compresses what the bff writes itself (GraphQL answers, pages not compressed at build) when the
 * client accepts it: brotli first, then gzip, from DYNAMIC_COMPRESSION_THRESHOLD_BYTES on. An answer
 * that already has a Content-Encoding (a pre-compressed file) goes as it is.
 */
export const compressDynamicAnswers: RequestHandler = compression({ threshold: DYNAMIC_COMPRESSION_THRESHOLD_BYTES });
