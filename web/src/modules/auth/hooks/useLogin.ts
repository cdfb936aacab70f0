import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { LOGIN } from '@/modules/auth/graphql/Login';
import { useSignInAnswer, type SignInStep } from '@/modules/auth/hooks/useSignInAnswer';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

export type LoginOutcome = SignInStep | { kind: 'failed'; message: string };

/** Signs in with the password; an unapproved account is signed in too (it only reaches /pending). */
export function useLogin() {
  const { t } = useLingui();
  const readAnswer = useSignInAnswer();
  const failed = t`Login failed. Please check your credentials.`;
  const { run, running } = useMutationAction(LOGIN, { fallback: failed });

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      const outcome = await run({ email: email.trim(), password });
      if (!outcome.ok) return { kind: 'failed', message: outcome.message };
      return readAnswer(outcome.data.login) ?? { kind: 'failed', message: failed };
    },
    [failed, run, readAnswer],
  );

  return { login, loading: running };
}
