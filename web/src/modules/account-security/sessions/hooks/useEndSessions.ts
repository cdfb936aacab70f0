import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { END_OTHER_SESSIONS } from '@/modules/account-security/sessions/graphql/EndOtherSessions';
import { END_SESSION } from '@/modules/account-security/sessions/graphql/EndSession';
import { MY_SESSIONS } from '@/modules/account-security/sessions/graphql/MySessions';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

const REFETCH = [MY_SESSIONS];

export type EndSessionsOutcome = { ok: boolean; message: string };

/** Ends one of the user's other sessions, or all of them; answers the server's confirmation or refusal. */
export function useEndSessions() {
  const { t } = useLingui();
  const fallback = t`The session could not be ended. Please try again.`;
  const one = useMutationAction(END_SESSION, { fallback, refetch: REFETCH });
  const others = useMutationAction(END_OTHER_SESSIONS, { fallback, refetch: REFETCH });
  const runOne = one.run;
  const runOthers = others.run;

  const endSession = useCallback(
    async (id: string): Promise<EndSessionsOutcome> => {
      const outcome = await runOne({ id });
      return outcome.ok
        ? { ok: true, message: outcome.data.endSession.message }
        : { ok: false, message: outcome.message };
    },
    [runOne],
  );
  const endOtherSessions = useCallback(async (): Promise<EndSessionsOutcome> => {
    const outcome = await runOthers({});
    return outcome.ok
      ? { ok: true, message: outcome.data.endOtherSessions.message }
      : { ok: false, message: outcome.message };
  }, [runOthers]);

  return { endSession, endOtherSessions, ending: one.running || others.running };
}
