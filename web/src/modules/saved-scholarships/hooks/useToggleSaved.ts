import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { SAVE_SCHOLARSHIP } from '@/modules/saved-scholarships/graphql/SaveScholarship';
import { SAVED_SCHOLARSHIPS } from '@/modules/saved-scholarships/graphql/SavedScholarships';
import { UNSAVE_SCHOLARSHIP } from '@/modules/saved-scholarships/graphql/UnsaveScholarship';
import { useToast } from '@/modules/toast/hooks/useToast';

// The answer's `isSaved` updates every card and page showing the scholarship; the saved list is refetched.
const AFTER_CHANGE = [SAVED_SCHOLARSHIPS];

/** Saves or unsaves a scholarship and says how it went in a toast. */
export function useToggleSaved() {
  const { t } = useLingui();
  const { showToast } = useToast();
  const save = useMutationAction(SAVE_SCHOLARSHIP, { fallback: t`Failed to save the scholarship`, refetch: AFTER_CHANGE });
  const unsave = useMutationAction(UNSAVE_SCHOLARSHIP, {
    fallback: t`Failed to remove the scholarship from your saved ones`,
    refetch: AFTER_CHANGE,
  });
  const runSave = save.run;
  const runUnsave = unsave.run;

  const setSaved = useCallback(
    async (scholarshipId: string, saved: boolean) => {
      const outcome = saved ? await runSave({ scholarshipId }) : await runUnsave({ scholarshipId });
      if (!outcome.ok) showToast({ message: outcome.message, severity: 'error' });
      else if (saved) showToast({ message: t`Scholarship saved.`, severity: 'success' });
      else showToast({ message: t`Scholarship removed from your saved scholarships.`, severity: 'success' });
    },
    [runSave, runUnsave, showToast, t],
  );

  return { setSaved, busy: save.running || unsave.running };
}
