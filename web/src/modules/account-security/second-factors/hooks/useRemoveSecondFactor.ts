import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { MY_SECOND_FACTORS } from '@/modules/account-security/second-factors/graphql/MySecondFactors';
import { REMOVE_SECOND_FACTOR } from '@/modules/account-security/second-factors/graphql/RemoveSecondFactor';

const REFETCH = [MY_SECOND_FACTORS];

/**
 * Removes one of the user's second factors; answers the server's confirmation, or its refusal (a
 * staff member's last factor; REAUTHENTICATION_REQUIRED without a recent sign-in).
 */
export function useRemoveSecondFactor() {
  const { t } = useLingui();
  const { run, running } = useMutationAction(REMOVE_SECOND_FACTOR, {
    fallback: t`The second step could not be removed. Please try again.`,
    refetch: REFETCH,
  });
  const remove = useCallback(
    async (id: string): Promise<{ ok: boolean; message: string }> => {
      const outcome = await run({ id });
      return outcome.ok ? { ok: true, message: outcome.data.removeSecondFactor.message } : { ok: false, message: outcome.message };
    },
    [run],
  );
  return { remove, removing: running };
}
