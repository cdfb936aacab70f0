import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { DELETE_USER } from '@/modules/staff/accounts/graphql/DeleteUser';
import { STAFF_USERS } from '@/modules/staff/accounts/graphql/StaffUsers';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';

const REFETCH = [STAFF_USERS, STAFF_DASHBOARD];

/** Deletes a user (ADMIN); answers null on success or the message to show. */
export function useDeleteUser() {
  const { t } = useLingui();
  const { run } = useMutationAction(DELETE_USER, {
    fallback: t(SHARED_MESSAGES.somethingWentWrong),
    refetch: REFETCH,
  });
  return useCallback(
    async (id: string): Promise<string | null> => {
      const outcome = await run({ id });
      return outcome.ok ? null : outcome.message;
    },
    [run],
  );
}
