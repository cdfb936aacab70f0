import type { ApplicationStatus, ApprovalStatus, Role } from '@/modules/staff/__generated__/graphql';

export type CorrectionCandidate =
  | { kind: 'application'; status: ApplicationStatus; hasStudent: boolean }
  | { kind: 'account'; role: Role; approvalStatus: ApprovalStatus };

/**
 * Whether staff may ask for corrections, as the api allows it: a pending application of a student who
 * still has an account, a student's account pending or rejected; never while a request is open.
 */
export function correctionRequestable(candidate: CorrectionCandidate, openRequest: boolean): boolean {
  if (openRequest) return false;
  if (candidate.kind === 'application') return candidate.hasStudent && candidate.status === 'PENDING';
  return (
    candidate.role === 'CLIENT' &&
    (candidate.approvalStatus === 'PENDING' || candidate.approvalStatus === 'REJECTED')
  );
}
