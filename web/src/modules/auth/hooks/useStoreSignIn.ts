import { useCallback } from 'react';
import type { Role } from '@bourses/common/statuses';
import { getFragmentData, type FragmentType } from '@/__generated__';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { parseSessionUser } from '@/modules/auth/utils/session-user';

/** Who has just signed in, as the sign-in screens need it to decide where to go. */
export interface SignedIn {
  isApproved: boolean;
  role: Role;
}

/** An answer that may carry a sign-in's tokens: `login`, `completeSignIn`, an enrolment met at sign-in. */
export interface SignInAnswer {
  accessToken?: string | null;
  refreshToken?: string | null;
  user?: FragmentType<typeof SESSION_USER_FIELDS> | null;
}

/**
 * Keeps the tokens of a completed sign-in, whichever step gave them (password, second factor,
 * enrolment); null when the answer carries none.
 */
export function useStoreSignIn() {
  const { store } = useSessionContext();
  return useCallback(
    ({ accessToken, refreshToken, user: userFields }: SignInAnswer): SignedIn | null => {
      const user = parseSessionUser(getFragmentData(SESSION_USER_FIELDS, userFields));
      if (!accessToken || !refreshToken || !user) return null;
      store.signIn({ accessToken, refreshToken }, user);
      return { isApproved: user.isApproved, role: user.role };
    },
    [store],
  );
}
