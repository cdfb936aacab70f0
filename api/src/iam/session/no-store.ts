import type { RequestHandler } from 'express';

/** Answers carrying tokens or account data must not be kept by a browser or a proxy cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
