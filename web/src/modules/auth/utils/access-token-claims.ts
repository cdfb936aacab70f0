import { APPROVAL_STATUSES, ROLES, type ApprovalStatus, type Role } from '@bourses/common/statuses';
import { TOKEN_REFRESH_MARGIN_SECONDS } from '@bourses/common/limits';

export interface AccessTokenClaims {
  userId: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The claims the client reads (it cannot check the signature: the server does). Null when undecodable. */
export function decodeAccessToken(token: string | null | undefined): AccessTokenClaims | null {
  const payloadSegment = token?.split('.')[1];
  if (!payloadSegment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(payloadSegment));
    if (typeof payload !== 'object' || payload === null) return null;
    const fields = new Map<string, unknown>(Object.entries(payload));
    const [sub, role, approvalStatus, exp] = ['sub', 'role', 'approvalStatus', 'exp'].map((key) => fields.get(key));
    if (typeof sub !== 'string' || typeof exp !== 'number') return null;
    if (!isOneOf(ROLES, role) || !isOneOf(APPROVAL_STATUSES, approvalStatus)) return null;
    return { userId: sub, role, approvalStatus, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}

const MARGIN_MS = TOKEN_REFRESH_MARGIN_SECONDS * 1000;

/** Expired when missing, undecodable, or under 60 seconds from its expiry. */
export function accessTokenExpired(token: string | null | undefined, now: number): boolean {
  const claims = decodeAccessToken(token);
  return claims === null || claims.expiresAt - now < MARGIN_MS;
}

/** How long to wait before refreshing: 60 seconds before expiry, at once when already due. */
export function refreshDelay(token: string | null | undefined, now: number): number {
  const claims = decodeAccessToken(token);
  return claims === null ? 0 : Math.max(0, claims.expiresAt - MARGIN_MS - now);
}
