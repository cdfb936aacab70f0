import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { BFF_KEY_HEADER } from '@bourses/common/bff-key';

/** The one proxy hop the api believes: the bff's, and only on a request that carries its key. */
export const TRUSTED_PROXY_HOPS = 1;

// Digests of equal length, so that the comparison takes the same time whatever was sent.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries the bff's key (BFF_API_KEY); never without a configured key. */
function sentByBff(req: IncomingMessage, bffApiKey: string | undefined): boolean {
  const sent = req.headers[BFF_KEY_HEADER.toLowerCase()];
  if (bffApiKey === undefined || typeof sent !== 'string') return false;
  return timingSafeEqual(digest(sent), digest(bffApiKey));
}

/**
 * The first step of every request: X-Forwarded-For (and its kin) is the bff's word on who the caller
 * is, kept only when the bff's key comes with it. Anyone else reaching the api (another process or
 * container) is known by its own address, whatever it writes (docs/security.md, Client addresses).
 */
export function believeOnlyTheBff(bffApiKey: string | undefined): RequestHandler {
  return (req, _res, next) => {
    // Express reads these from a trusted peer (`trust proxy`): from anyone but the bff they are dropped.
    if (!sentByBff(req, bffApiKey)) {
      delete req.headers['x-forwarded-for'];
      delete req.headers['x-forwarded-proto'];
      delete req.headers['x-forwarded-host'];
    }
    next();
  };
}
