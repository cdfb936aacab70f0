import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { WITHDRAW_APPLICATION } from '@/modules/applications/graphql/WithdrawApplication';
import { errorMessage } from '@/modules/api/utils/graphql-error';

/** Withdraws a pending application; answers null on success or the message to show. */
export function useWithdrawApplication() {
  const { t } = useLingui();
  const [mutate, { loading }] = useMutation(WITHDRAW_APPLICATION);
  const withdraw = useCallback(
    async (id: string): Promise<string | null> => {
      try {
        await mutate({ variables: { id }, refetchQueries: ['ApplicationDetail', 'MyApplications'] });
        return null;
      } catch (error) {
        return errorMessage(error, t`Failed to update application`, (status) => t`API Error: ${status}`);
      }
    },
    [mutate, t],
  );
  return { withdraw, withdrawing: loading };
}
