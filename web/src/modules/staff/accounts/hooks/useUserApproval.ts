import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ApprovalStatus } from '@bourses/common/statuses';
import { SET_USER_APPROVAL } from '@/modules/staff/accounts/graphql/SetUserApproval';
import { useFailureMessage } from '@/modules/staff/shared/hooks/useFailureMessage';

export type ApprovalDecision = Extract<ApprovalStatus, 'APPROVED' | 'REJECTED'>;

/** Approves or rejects one or several accounts; answers null on success or the message to show. */
export function useUserApproval() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const [mutate, { loading }] = useMutation(SET_USER_APPROVAL);
  const decide = useCallback(
    async (userIds: string[], status: ApprovalDecision, reason: string): Promise<string | null> => {
      try {
        await mutate({
          variables: {
            userIds,
            status,
            reason: status === 'REJECTED' && reason.trim() ? reason.trim() : null,
          },
          refetchQueries: ['StaffUsers', 'StaffDashboard'],
        });
        return null;
      } catch (error) {
        return failureMessage(error, t`Failed to update user approval status`);
      }
    },
    [mutate, failureMessage, t],
  );
  return { decide, deciding: loading };
}
