import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutationAction, type MutationOutcome } from '@/modules/api/hooks/useMutationAction';
import { useSessionContext } from '@/modules/auth/hooks/useSessionContext';
import { HOME_PATH } from '@/modules/auth/utils/route-guards';
import { DELETE_MY_ACCOUNT } from '@/modules/my-data/graphql/DeleteMyAccount';
import type { DeleteMyAccountMutation } from '@/__generated__/graphql';

/**
 * Deletes the signed-in student's account. The server has ended every session already: this one is
 * forgotten here (tokens, cached data) and the visitor lands on the home page.
 */
export function useDeleteMyAccount() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { store } = useSessionContext();
  const { run, running } = useMutationAction(DELETE_MY_ACCOUNT, {
    fallback: t`Your account could not be deleted.`,
  });

  const deleteMyAccount = useCallback(
    async (password: string): Promise<MutationOutcome<DeleteMyAccountMutation>> => {
      const outcome = await run({ password });
      if (!outcome.ok) return outcome;
      store.signOut();
      await navigate(HOME_PATH);
      return outcome;
    },
    [navigate, run, store],
  );

  return { deleteMyAccount, deleting: running };
}
