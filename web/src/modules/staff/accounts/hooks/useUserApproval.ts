import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ApprovalStatus } from '@bourses/common/statuses';
import type { VerifyPaymentInput } from '@/modules/staff/__generated__/graphql';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { SET_USER_APPROVAL } from '@/modules/staff/accounts/graphql/SetUserApproval';
import { STAFF_USER } from '@/modules/staff/accounts/graphql/StaffUser';
import { STAFF_USERS } from '@/modules/staff/accounts/graphql/StaffUsers';
import { STAFF_PAYMENTS } from '@/modules/staff/payments/graphql/StaffPayments';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';

export type ApprovalDecision = Extract<ApprovalStatus, 'APPROVED' | 'REJECTED'>;

const REFETCH = [STAFF_USERS, STAFF_USER, STAFF_DASHBOARD, STAFF_PAYMENTS];

/** A refused decision: the message to show, and the field errors of a verification sent with it. */
export interface ApprovalFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * Approves or rejects one or several accounts; answers null on success or what to show. Approving one
 * account may verify its registration payment in the same step (docs/payments.md, The approval rule).
 */
export function useUserApproval() {
  const { t } = useLingui();
  const { run, running } = useMutationAction(SET_USER_APPROVAL, {
    fallback: t`Failed to update user approval status`,
    refetch: REFETCH,
  });
  const decide = useCallback(
    async (
      userIds: string[],
      status: ApprovalDecision,
      reason: string,
      payment?: VerifyPaymentInput,
    ): Promise<ApprovalFailure | null> => {
      const outcome = await run({
        userIds,
        status,
        reason: status === 'REJECTED' && reason.trim() ? reason.trim() : null,
        payment: payment ?? null,
      });
      return outcome.ok ? null : { message: outcome.message, fieldErrors: outcome.fieldErrors };
    },
    [run],
  );
  return { decide, deciding: running };
}
