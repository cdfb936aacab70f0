import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { END_USER_SESSIONS } from '@/modules/staff/accounts/graphql/EndUserSessions';

/** ADMIN: ends every session of an account (audited): it is signed out everywhere at its next action. */
export function useEndUserSessions() {
  const { t } = useLingui();
  const { run } = useMutationAction(END_USER_SESSIONS, { fallback: t(SHARED_MESSAGES.somethingWentWrong) });
  return useCallback(
    async (userId: string): Promise<{ ok: boolean; message: string }> => {
      const outcome = await run({ userId });
      return outcome.ok
        ? { ok: true, message: outcome.data.endUserSessions.message }
        : { ok: false, message: outcome.message };
    },
    [run],
  );
}
