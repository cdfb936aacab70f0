import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isStaffRole, type ApprovalStatus, type Language, type Role } from '@bourses/common/statuses';
import { currentPrincipal } from '../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { unauthenticated } from '../http/app-error.ts';

/** The caller as the database knows them now: an approval or role change counts before the token expires. */
export interface Actor {
  id: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  language: Language;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `authorise` once the caller passed the route's policy. */
    actor?: Actor;
  }
}

/** A rule on who may call a route; it throws the refusal (403) or returns when allowed. */
export type Policy = (actor: Actor) => void;

export const isStaff = (actor: Actor) => isStaffRole(actor.role);

/**
 * Loads the signed-in caller (401 for visitors and deleted accounts) and applies the policy before
 * anything else, so that an upload is not even read for someone who may not send it.
 */
export function authorise(context: AppContext, policy: Policy): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const principal = currentPrincipal(req);
    const actor = await context.db
      .selectFrom('users')
      .select(['id', 'role', 'approvalStatus', 'language'])
      .where('id', '=', principal.userId)
      .executeTakeFirst();
    if (!actor) throw unauthenticated();
    policy(actor);
    req.actor = actor;
    next();
  };
}

/** The caller `authorise` let through. */
export function currentActor(req: Request): Actor {
  if (!req.actor) throw unauthenticated();
  return req.actor;
}
