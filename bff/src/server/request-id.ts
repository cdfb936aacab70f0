import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { newRequestId, REQUEST_ID_HEADER, wellFormedRequestId } from '@bourses/common/request-id';

// Like the caller's language (i18n/request-language.ts), the id travels with the request's async
// context: the logger's mixin and the api client read it without it being passed down every call.
const storage = new AsyncLocalStorage<string>();
const FORWARDED_ID_HEADER = REQUEST_ID_HEADER.toLowerCase();

/**
 * Gives each request an id: the one a trusted proxy in front set (TRUST_PROXY, and only a
 * well-formed one), else a new one; an internet caller does not choose what our logs say. Answered
 * in X-Request-Id, logged on every line, sent to the api on every call.
 */
export function requestIdOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers[FORWARDED_ID_HEADER] : undefined;
  return (typeof forwarded === 'string' ? wellFormedRequestId(forwarded) : undefined) ?? newRequestId();
}

/** Sets the request's id (requestIdOf) for the whole of Express's work on it. */
export function withRequestId(trustProxy: boolean): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req, trustProxy);
    res.setHeader(REQUEST_ID_HEADER, id);
    storage.run(id, next);
  };
}

/** The id of the request being served, or undefined outside one (start-up, timers). */
export const currentRequestId = (): string | undefined => storage.getStore();
