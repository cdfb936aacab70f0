import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { getFragmentData } from '@/__generated__';
import { LOGIN } from '@/modules/auth/graphql/Login';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { errorMessage } from '@/modules/api/utils/graphql-error';
import { parseSessionUser } from '@/modules/auth/utils/session-user';

export type LoginOutcome = { ok: true; isApproved: boolean } | { ok: false; message: string };

/** Signs in; an unapproved account is signed in too (it only reaches /pending). */
export function useLogin() {
  const { t } = useLingui();
  const { store } = useSessionContext();
  const [mutate, { loading }] = useMutation(LOGIN);

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      const failed = t`Login failed. Please check your credentials.`;
      try {
        const { data } = await mutate({ variables: { email: email.trim(), password } });
        const payload = data?.login;
        const user = parseSessionUser(payload ? getFragmentData(SESSION_USER_FIELDS, payload.user) : null);
        if (!payload || !user) return { ok: false, message: failed };
        store.signIn({ accessToken: payload.accessToken, refreshToken: payload.refreshToken }, user);
        return { ok: true, isApproved: payload.isApproved };
      } catch (error) {
        return { ok: false, message: errorMessage(error, failed, (status) => t`API Error: ${status}`) };
      }
    },
    [mutate, store, t],
  );

  return { login, loading };
}
