import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { DELETE_USER } from '@/modules/staff/accounts/graphql/DeleteUser';
import { useFailureMessage } from '@/modules/staff/shared/hooks/useFailureMessage';

/** Deletes a user (ADMIN); answers null on success or the message to show. */
export function useDeleteUser() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const [mutate] = useMutation(DELETE_USER);
  return useCallback(
    async (id: string): Promise<string | null> => {
      try {
        await mutate({ variables: { id }, refetchQueries: ['StaffUsers', 'StaffDashboard'] });
        return null;
      } catch (error) {
        return failureMessage(error, t`Something went wrong`);
      }
    },
    [mutate, failureMessage, t],
  );
}
