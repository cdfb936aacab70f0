import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ApprovalStatus } from '@bourses/common/statuses';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { SET_USER_APPROVAL } from '@/modules/staff/accounts/graphql/SetUserApproval';
import { STAFF_USERS } from '@/modules/staff/accounts/graphql/StaffUsers';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';

export type ApprovalDecision = Extract<ApprovalStatus, 'APPROVED' | 'REJECTED'>;

const REFETCH = [STAFF_USERS, STAFF_DASHBOARD];

/** Approves or rejects one or several accounts; answers null on success or the message to show. */
export function useUserApproval() {
  const { t } = useLingui();
  const { run, running } = useMutationAction(SET_USER_APPROVAL, {
    fallback: t`Failed to update user approval status`,
    refetch: REFETCH,
  });
  const decide = useCallback(
    async (userIds: string[], status: ApprovalDecision, reason: string): Promise<string | null> => {
      const outcome = await run({ userIds, status, reason: status === 'REJECTED' && reason.trim() ? reason.trim() : null });
      return outcome.ok ? null : outcome.message;
    },
    [run],
  );
  return { decide, deciding: running };
}
