import type { Request } from 'express';
import { isStaffRole, type ApprovalStatus, type Role } from '@bourses/common/statuses';
import { unauthenticated } from '../http/app-error.ts';

/**
 * The caller as the database has them now (role, approval), loaded on every request by
 * `authenticate`: a demotion, a rejection or a deletion counts at once, not when the token expires.
 */
export interface Actor {
  id: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  /** The sign-in this request belongs to (the refresh-token family); signing out ends it. */
  sessionId: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `authenticate` when a valid bearer token of a live session came with the request. */
    actor?: Actor;
  }
}

export const isStaff = (actor: Actor) => isStaffRole(actor.role);
export const isAdmin = (actor: Actor) => actor.role === 'ADMIN';
export const isApprovedStudent = (actor: Actor) => !isStaff(actor) && actor.approvalStatus === 'APPROVED';

/** The signed-in caller, or a 401; for a route whose policy has already refused visitors. */
export function currentActor(req: Request): Actor {
  if (!req.actor) throw unauthenticated();
  return req.actor;
}
