import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { SET_MESSAGE_MAILS } from '@/modules/correspondence/graphql/SetMessageMails';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useToast } from '@/modules/toast/hooks/useToast';

/** Turns the mails about new messages on or off; the profile reads the new value from the answer (User:id). */
export function useSetMessageMails() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const { run, running } = useMutationAction(SET_MESSAGE_MAILS, { fallback: i18n._(SHARED_MESSAGES.somethingWentWrong) });

  const setMessageMails = useCallback(
    async (enabled: boolean) => {
      const outcome = await run({ enabled });
      if (!outcome.ok) showToast({ message: outcome.message, severity: 'error' });
      else if (enabled) showToast({ message: t`You will be e-mailed about new messages.`, severity: 'success' });
      else showToast({ message: t`You will no longer be e-mailed about new messages.`, severity: 'success' });
    },
    [run, showToast, t],
  );

  return { setMessageMails, saving: running };
}
