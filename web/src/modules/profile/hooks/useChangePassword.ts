import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { CHANGE_PASSWORD } from '@/modules/profile/graphql/ChangePassword';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { errorMessage } from '@/modules/api/utils/graphql-error';

export type ChangePasswordOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Changes the password; this session continues with the new tokens the server answers. */
export function useChangePassword() {
  const { t } = useLingui();
  const { store } = useSessionContext();
  const [mutate, { loading }] = useMutation(CHANGE_PASSWORD);

  const changePassword = useCallback(
    async (currentPassword: string, newPassword: string): Promise<ChangePasswordOutcome> => {
      try {
        const { data } = await mutate({ variables: { currentPassword, newPassword } });
        if (!data) return { ok: false, message: t`Failed to change password.` };
        const { accessToken, refreshToken } = data.changePassword;
        store.updateTokens({ accessToken, refreshToken });
        return { ok: true, message: t`Password changed successfully.` };
      } catch (error) {
        return { ok: false, message: errorMessage(error, t`Failed to change password.`, (status) => t`API Error: ${status}`) };
      }
    },
    [mutate, store, t],
  );

  return { changePassword, loading };
}
