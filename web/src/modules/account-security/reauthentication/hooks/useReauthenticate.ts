import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { REAUTHENTICATE } from '@/modules/account-security/reauthentication/graphql/Reauthenticate';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

/** How the user confirms it is them: the password, or a code of the authenticator app (or a recovery code). */
export type ReauthenticationProof = { password: string } | { code: string };

export type ReauthenticationOutcome =
  { ok: true } | { ok: false; message: string; fieldError: string | null };

/** Confirms it is still the signed-in user, for the sensitive changes of the next 10 minutes. */
export function useReauthenticate() {
  const { t } = useLingui();
  const { run, running } = useMutationAction(REAUTHENTICATE, {
    fallback: t`We could not confirm it is you. Please try again.`,
  });
  const reauthenticate = useCallback(
    async (proof: ReauthenticationProof): Promise<ReauthenticationOutcome> => {
      const outcome = await run('password' in proof ? { password: proof.password } : { code: proof.code });
      if (outcome.ok) return { ok: true };
      // The api names the field it refused (a wrong password or code): said there rather than above the form.
      const fieldError = outcome.fieldErrors['password' in proof ? 'password' : 'code'] ?? null;
      return { ok: false, message: outcome.message, fieldError };
    },
    [run],
  );
  return { reauthenticate, confirming: running };
}
