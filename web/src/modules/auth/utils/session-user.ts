import { APPROVAL_STATUSES, ROLES, type ApprovalStatus, type Role } from '@bourses/common/statuses';

/** The signed-in user as the client keeps it (persisted under the auth state key). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  isApproved: boolean;
  isVerified: boolean;
  approvalDate: string | null;
  phoneNumber: string | null;
  rejectionReason: string | null;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads a stored user back, or null when the stored value is foreign or from an older client. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = new Map<string, unknown>(Object.entries(value));
  const role = fields.get('role');
  const approvalStatus = fields.get('approvalStatus');
  const id = fields.get('id');
  if (typeof id !== 'string' || !isOneOf(ROLES, role) || !isOneOf(APPROVAL_STATUSES, approvalStatus)) return null;
  return {
    id,
    email: text(fields.get('email')),
    firstName: text(fields.get('firstName')),
    lastName: text(fields.get('lastName')),
    role,
    approvalStatus,
    isApproved: approvalStatus === 'APPROVED',
    isVerified: fields.get('isVerified') === true,
    approvalDate: optionalText(fields.get('approvalDate')),
    phoneNumber: optionalText(fields.get('phoneNumber')),
    rejectionReason: optionalText(fields.get('rejectionReason')),
  };
}
