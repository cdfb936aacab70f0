import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Role } from '@bourses/common/statuses';
import { getFragmentData } from '@/__generated__';
import { LOGIN } from '@/modules/auth/graphql/Login';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { parseSessionUser } from '@/modules/auth/utils/session-user';

export type LoginOutcome = { ok: true; isApproved: boolean; role: Role } | { ok: false; message: string };

/** Signs in; an unapproved account is signed in too (it only reaches /pending). */
export function useLogin() {
  const { t } = useLingui();
  const { store } = useSessionContext();
  const failed = t`Login failed. Please check your credentials.`;
  const { run, running } = useMutationAction(LOGIN, { fallback: failed });

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      const outcome = await run({ email: email.trim(), password });
      if (!outcome.ok) return { ok: false, message: outcome.message };
      const payload = outcome.data.login;
      const user = parseSessionUser(getFragmentData(SESSION_USER_FIELDS, payload.user));
      if (!user) return { ok: false, message: failed };
      store.signIn({ accessToken: payload.accessToken, refreshToken: payload.refreshToken }, user);
      return { ok: true, isApproved: payload.isApproved, role: user.role };
    },
    [failed, run, store],
  );

  return { login, loading: running };
}
