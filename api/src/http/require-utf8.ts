import type { RequestHandler } from 'express';
import { AppError } from './app-error.ts';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * JSON is UTF-8 (RFC 8259). body-parser would decode any UTF-* charset and then fail on the
 * garbage as "invalid JSON": say what is wrong instead, with 415.
 */
export const requireUtf8Json: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) return next();
  const charset = CHARSET.exec(req.get('content-type') ?? '')?.[1]?.toLowerCase();
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return next();
  next(new AppError(415, 'UNSUPPORTED_CHARSET'));
};
