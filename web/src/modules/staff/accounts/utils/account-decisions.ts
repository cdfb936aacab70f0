import type { ApprovalStatus, Role } from '@bourses/common/statuses';

export interface AccountDecisionSubject {
  role: Role;
  approvalStatus: ApprovalStatus;
  isVerified: boolean;
}

export interface AccountDecisions {
  /** Approve is shown (it may still be disabled: see `approveBlocked`). */
  approve: boolean;
  reject: boolean;
  /** Why Approve is disabled: the api refuses to approve an account whose e-mail is unverified. */
  approveBlocked: 'UNVERIFIED' | null;
}

/**
 * The decisions a staff member may take on an account (docs/product-rules.md): only a student's
 * account is approved or rejected; staff accounts are managed by an admin, never decided on.
 */
export function accountDecisions({ role, approvalStatus, isVerified }: AccountDecisionSubject): AccountDecisions {
  if (role !== 'CLIENT') return { approve: false, reject: false, approveBlocked: null };
  const approve = approvalStatus !== 'APPROVED';
  return {
    approve,
    reject: approvalStatus !== 'REJECTED',
    approveBlocked: approve && !isVerified ? 'UNVERIFIED' : null,
  };
}
