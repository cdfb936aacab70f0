import { z } from 'zod';
import { APPROVAL_STATUSES, ROLES, isStaffRole, type ApprovalStatus, type Role } from '@bourses/common/statuses';

/** Who the bearer token says the caller is. */
export interface Viewer {
  userId: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  isStaff: boolean;
}

const claimsSchema = z.object({ sub: z.string().min(1), role: z.enum(ROLES), approvalStatus: z.enum(APPROVAL_STATUSES) });

/**
 * Reads the claims of an `Authorization: Bearer <jwt>` header WITHOUT verifying the signature:
 * only to decide what to ask the api and which staff-only fields to leave null. The api verifies
 * the token on every call, so a forged token gains nothing here.
 */
export function viewerFromAuthorization(header: string | undefined): Viewer | null {
  const token = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!claims.success) return null;
    const { sub, role, approvalStatus } = claims.data;
    return { userId: sub, role, approvalStatus, isStaff: isStaffRole(role) };
  } catch {
    return null;
  }
}
