import { isStaffRole, type Role } from '@bourses/common/statuses';
import type { Session } from '@/modules/auth/utils/session-store';

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const PENDING_PATH = '/pending';
export const DEFAULT_SIGNED_IN_PATH = '/bourses';
const STAFF_HOME_PATH = '/admin';

/** Where an approved user lands after signing in: staff in their console, students on the catalogue. */
export function signedInHomePath(role: Role): string {
  return isStaffRole(role) ? STAFF_HOME_PATH : DEFAULT_SIGNED_IN_PATH;
}

export interface RedirectState {
  /** Where to return after signing in. */
  from?: string;
  /** Set when a signed-in user lacked the role a route requires. */
  unauthorized?: boolean;
}

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; state?: RedirectState };

/**
 * Signed-in and approved users only; a visitor goes to /login carrying where they were going. With
 * `approval` 'any', an account waiting for approval (or asked for changes) enters too once its address
 * is verified: the messages, where such a student asks the platform team (docs/product-rules.md).
 */
export function protectedRouteDecision(
  session: Session,
  from: string,
  requiredRoles?: readonly Role[],
  approval: 'required' | 'any' = 'required',
): GuardDecision {
  if (session.status === 'unknown') return { kind: 'wait' };
  if (session.status === 'signedOut') return { kind: 'redirect', to: LOGIN_PATH, state: { from } };
  const waitingAllowed = approval === 'any' && session.user?.isVerified !== false;
  if (!session.isApproved && !waitingAllowed) return { kind: 'redirect', to: PENDING_PATH };
  if (requiredRoles && !requiredRoles.includes(session.role)) {
    return { kind: 'redirect', to: HOME_PATH, state: { unauthorized: true } };
  }
  return { kind: 'render' };
}

/** Public pages a signed-in but unapproved user may not browse (docs/product-rules.md: sent to /pending). */
export function browseRouteDecision(session: Session): GuardDecision {
  if (session.status === 'unknown') return { kind: 'wait' };
  if (session.status === 'signedIn' && !session.isApproved) return { kind: 'redirect', to: PENDING_PATH };
  return { kind: 'render' };
}

/** /pending: signed-in users who are not approved. */
export function pendingRouteDecision(session: Session): GuardDecision {
  if (session.status === 'unknown') return { kind: 'wait' };
  if (session.status === 'signedOut') return { kind: 'redirect', to: HOME_PATH };
  if (session.isApproved) return { kind: 'redirect', to: signedInHomePath(session.role) };
  return { kind: 'render' };
}

/** The landing page sends a visitor who arrives signed in to where they belong. */
export function landingRouteDecision(session: Session): GuardDecision {
  if (session.status === 'unknown') return { kind: 'wait' };
  if (session.status === 'signedOut') return { kind: 'render' };
  return { kind: 'redirect', to: session.isApproved ? signedInHomePath(session.role) : PENDING_PATH };
}
