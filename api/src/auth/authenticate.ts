import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Role } from '@bourses/common/statuses';
import { AppError, forbidden, unauthenticated } from '../http/app-error.ts';
import type { AccessTokens, Principal } from './access-token.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `authenticate` when a valid bearer token came with the request. */
    principal?: Principal;
  }
}

/** Reads the bearer token when there is one; a bad or expired token is a 401, none is a visitor. */
export function authenticate(tokens: AccessTokens): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const principal = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!principal) return next(new AppError(401, 'INVALID_ACCESS_TOKEN'));
    req.principal = principal;
    next();
  };
}

/** The signed-in caller, or a 401. */
export function currentPrincipal(req: Request): Principal {
  if (!req.principal) throw unauthenticated();
  return req.principal;
}

/** Refuses visitors (401) and callers whose role is not listed (403). */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    const principal = currentPrincipal(req);
    if (!roles.includes(principal.role)) throw forbidden();
    next();
  };
}

/** Refuses visitors (401); any signed-in user passes. */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  currentPrincipal(req);
  next();
};
