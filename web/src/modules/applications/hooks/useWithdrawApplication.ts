import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { APPLICATION_DETAIL } from '@/modules/applications/graphql/ApplicationDetail';
import { MY_APPLICATIONS } from '@/modules/applications/graphql/MyApplications';
import { WITHDRAW_APPLICATION } from '@/modules/applications/graphql/WithdrawApplication';

const REFETCH = [APPLICATION_DETAIL, MY_APPLICATIONS];

/** Withdraws a pending application; answers null on success or the message to show. */
export function useWithdrawApplication() {
  const { t } = useLingui();
  const { run, running } = useMutationAction(WITHDRAW_APPLICATION, {
    fallback: t`Failed to update application`,
    refetch: REFETCH,
  });
  const withdraw = useCallback(
    async (id: string): Promise<string | null> => {
      const outcome = await run({ id });
      return outcome.ok ? null : outcome.message;
    },
    [run],
  );
  return { withdraw, withdrawing: running };
}
