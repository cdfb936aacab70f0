import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext } from '../context.ts';
import { AppError, unauthenticated } from '../http/app-error.ts';
import { findActor } from './find-actor.ts';

/** The token of an `Authorization: Bearer …` header, if the header has that form. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/**
 * Without a bearer token the caller is a visitor. With one, the token must be valid, its account
 * still exist and its session not be signed out (401 otherwise); the caller is then loaded as the
 * database has them now into `req.actor`, which every policy reads.
 */
export function authenticate({ db, accessTokens }: AppContext): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (!req.get('authorization')) return next();
    const token = bearerToken(req);
    const claims = token ? await accessTokens.verify(token) : null;
    if (!claims) throw new AppError(401, 'INVALID_ACCESS_TOKEN');
    const found = await findActor(db, claims);
    if (found.kind === 'deleted') throw unauthenticated('ACCOUNT_NOT_FOUND');
    if (found.kind === 'session-ended') throw unauthenticated('SESSION_ENDED');
    req.actor = found.actor;
    next();
  };
}

/** Refuses visitors (401) before a route reads its body; what a signed-in caller may do is its policy's. */
export const requireActor: RequestHandler = (req, _res, next) => {
  if (!req.actor) throw unauthenticated();
  next();
};
