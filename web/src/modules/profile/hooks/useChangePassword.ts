import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { CHANGE_PASSWORD } from '@/modules/profile/graphql/ChangePassword';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';

export type ChangePasswordOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Changes the password, ending the other sessions unless told; this one continues with the new tokens the server answers. */
export function useChangePassword() {
  const { t } = useLingui();
  const { store } = useSessionContext();
  const { run, running } = useMutationAction(CHANGE_PASSWORD, { fallback: t`Failed to change password.` });

  const changePassword = useCallback(
    async (currentPassword: string, newPassword: string, endOtherSessions: boolean): Promise<ChangePasswordOutcome> => {
      const outcome = await run({ currentPassword, newPassword, endOtherSessions });
      if (!outcome.ok) return { ok: false, message: outcome.message };
      const { accessToken, refreshToken } = outcome.data.changePassword;
      store.updateTokens({ accessToken, refreshToken });
      return { ok: true, message: t`Password changed successfully.` };
    },
    [run, store, t],
  );

  return { changePassword, loading: running };
}
