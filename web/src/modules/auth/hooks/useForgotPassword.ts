import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { FORGOT_PASSWORD } from '@/modules/auth/graphql/ForgotPassword';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

export type ForgotPasswordOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  const { t } = useLingui();
  const { run, running } = useMutationAction(FORGOT_PASSWORD, { fallback: t`The link could not be sent. Please try again.` });

  const requestLink = useCallback(
    async (email: string): Promise<ForgotPasswordOutcome> => {
      const outcome = await run({ email: email.trim() });
      if (!outcome.ok) return { ok: false, message: outcome.message };
      return { ok: true, message: outcome.data.forgotPassword.message };
    },
    [run],
  );

  return { requestLink, loading: running };
}
