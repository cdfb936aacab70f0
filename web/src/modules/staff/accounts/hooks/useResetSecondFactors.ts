import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { RESET_SECOND_FACTORS } from '@/modules/staff/accounts/graphql/ResetSecondFactors';
import { STAFF_USER } from '@/modules/staff/accounts/graphql/StaffUser';

const REFETCH = [STAFF_USER];

/** ADMIN: removes every second factor of an account (audited); answers the server's message either way. */
export function useResetSecondFactors() {
  const { t } = useLingui();
  const { run } = useMutationAction(RESET_SECOND_FACTORS, {
    fallback: t(SHARED_MESSAGES.somethingWentWrong),
    refetch: REFETCH,
  });
  return useCallback(
    async (userId: string): Promise<{ ok: boolean; message: string }> => {
      const outcome = await run({ userId });
      return outcome.ok ? { ok: true, message: outcome.data.resetSecondFactors.message } : { ok: false, message: outcome.message };
    },
    [run],
  );
}
