import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { RESET_PASSWORD } from '@/modules/auth/graphql/ResetPassword';
import { useSignInAnswer, type SignInStep } from '@/modules/auth/hooks/useSignInAnswer';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

export type ResetPasswordOutcome = SignInStep | { kind: 'failed'; message: string; fieldErrors: Record<string, string> };

/**
 * Sets the new password with the link's token; the server ends every session and signs this one in,
 * after the second factor when the account has one (the reset never skips it).
 */
export function useResetPassword() {
  const { t } = useLingui();
  const readAnswer = useSignInAnswer();
  const failed = t`Failed to change password.`;
  const { run, running } = useMutationAction(RESET_PASSWORD, { fallback: failed });

  const resetPassword = useCallback(
    async (token: string, newPassword: string): Promise<ResetPasswordOutcome> => {
      const outcome = await run({ token, newPassword });
      if (!outcome.ok) return { kind: 'failed', message: outcome.message, fieldErrors: outcome.fieldErrors };
      return readAnswer(outcome.data.resetPassword) ?? { kind: 'failed', message: failed, fieldErrors: {} };
    },
    [failed, run, readAnswer],
  );

  return { resetPassword, loading: running };
}
