import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { SET_DEADLINE_REMINDERS } from '@/modules/profile/graphql/SetDeadlineReminders';
import { useToast } from '@/modules/toast/hooks/useToast';

/** Turns the deadline reminders of saved scholarships on or off; the profile reads the new value from the answer. */
export function useSetDeadlineReminders() {
  const { t } = useLingui();
  const { showToast } = useToast();
  const { run, running } = useMutationAction(SET_DEADLINE_REMINDERS, { fallback: t`Something went wrong` });

  const setReminders = useCallback(
    async (enabled: boolean) => {
      const outcome = await run({ enabled });
      if (!outcome.ok) showToast({ message: outcome.message, severity: 'error' });
      else if (enabled) showToast({ message: t`Deadline reminders turned on.`, severity: 'success' });
      else showToast({ message: t`Deadline reminders turned off.`, severity: 'success' });
    },
    [run, showToast, t],
  );

  return { setReminders, saving: running };
}
