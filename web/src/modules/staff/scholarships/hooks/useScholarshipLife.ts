import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import type { ScholarshipStatusChange } from '@/modules/staff/__generated__/graphql';
import { SCHOLARSHIP_CHOICES } from '@/modules/staff/applications/graphql/ScholarshipChoices';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';
import { CHANGE_SCHOLARSHIP_STATUS } from '@/modules/staff/scholarships/graphql/ChangeScholarshipStatus';
import { DUPLICATE_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/DuplicateScholarship';
import { STAFF_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/StaffScholarship';
import { STAFF_SCHOLARSHIPS } from '@/modules/staff/scholarships/graphql/StaffScholarships';

const REFETCH = [STAFF_SCHOLARSHIPS, STAFF_SCHOLARSHIP, STAFF_DASHBOARD, SCHOLARSHIP_CHOICES];

export type LifeOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A scholarship's status actions and its duplicate; each answers what to tell the user on failure. */
export function useScholarshipLife() {
  const { t } = useLingui();
  const options = { fallback: t(SHARED_MESSAGES.somethingWentWrong), refetch: REFETCH };
  const { run: runChange, running: changing } = useMutationAction(CHANGE_SCHOLARSHIP_STATUS, options);
  const { run: runDuplicate, running: duplicating } = useMutationAction(DUPLICATE_SCHOLARSHIP, options);

  const changeStatus = useCallback(
    async (id: string, change: ScholarshipStatusChange): Promise<LifeOutcome<null>> => {
      const outcome = await runChange({ id, change });
      return outcome.ok ? { ok: true, value: null } : { ok: false, message: outcome.message };
    },
    [runChange],
  );
  /** Answers the copy's id. */
  const duplicate = useCallback(
    async (id: string): Promise<LifeOutcome<string>> => {
      const outcome = await runDuplicate({ id });
      return outcome.ok ? { ok: true, value: outcome.data.duplicateScholarship.id } : { ok: false, message: outcome.message };
    },
    [runDuplicate],
  );
  return { changeStatus, duplicate, busy: changing || duplicating };
}
