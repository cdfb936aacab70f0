import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { SCHOLARSHIP_CHOICES } from '@/modules/staff/applications/graphql/ScholarshipChoices';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';
import { DELETE_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/DeleteScholarship';
import { STAFF_SCHOLARSHIPS } from '@/modules/staff/scholarships/graphql/StaffScholarships';

const REFETCH = [STAFF_SCHOLARSHIPS, STAFF_DASHBOARD, SCHOLARSHIP_CHOICES];

/** Deletes a scholarship (with force, its applications too: ADMIN only); null on success or the message. */
export function useDeleteScholarship() {
  const { t } = useLingui();
  const { run } = useMutationAction(DELETE_SCHOLARSHIP, {
    fallback: t(SHARED_MESSAGES.somethingWentWrong),
    refetch: REFETCH,
  });
  return useCallback(
    async (id: string, force: boolean): Promise<string | null> => {
      const outcome = await run({ id, force });
      return outcome.ok ? null : outcome.message;
    },
    [run],
  );
}
