import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Role } from '@bourses/common/statuses';
import { getFragmentData } from '@/__generated__';
import { RESET_PASSWORD } from '@/modules/auth/graphql/ResetPassword';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { parseSessionUser } from '@/modules/auth/utils/session-user';

export type ResetPasswordOutcome =
  | { ok: true; isApproved: boolean; role: Role }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Sets the new password with the link's token; the server ends every session and signs this one in. */
export function useResetPassword() {
  const { t } = useLingui();
  const { store } = useSessionContext();
  const failed = t`Failed to change password.`;
  const { run, running } = useMutationAction(RESET_PASSWORD, { fallback: failed });

  const resetPassword = useCallback(
    async (token: string, newPassword: string): Promise<ResetPasswordOutcome> => {
      const outcome = await run({ token, newPassword });
      if (!outcome.ok) return outcome;
      const payload = outcome.data.resetPassword;
      const user = parseSessionUser(getFragmentData(SESSION_USER_FIELDS, payload.user));
      if (!user) return { ok: false, message: failed, fieldErrors: {} };
      store.signIn({ accessToken: payload.accessToken, refreshToken: payload.refreshToken }, user);
      return { ok: true, isApproved: payload.isApproved, role: user.role };
    },
    [failed, run, store],
  );

  return { resetPassword, loading: running };
}
