import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useMutationAction } from '@/modules/api/hooks/useMutationAction';
import { SCHOLARSHIP_CHOICES } from '@/modules/staff/applications/graphql/ScholarshipChoices';
import { STAFF_DASHBOARD } from '@/modules/staff/dashboard/graphql/StaffDashboard';
import { CREATE_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/CreateScholarship';
import { STAFF_SCHOLARSHIP_FILTER_OPTIONS } from '@/modules/staff/scholarships/graphql/StaffScholarshipFilterOptions';
import { STAFF_SCHOLARSHIPS } from '@/modules/staff/scholarships/graphql/StaffScholarships';
import { UPDATE_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/UpdateScholarship';
import { toScholarshipInput, type ScholarshipDraft } from '@/modules/staff/scholarships/utils/scholarship-draft';

export type ScholarshipSaveResult =
  { ok: true; id: string } | { ok: false; message: string; fields: Record<string, string> };

const REFETCH = [STAFF_SCHOLARSHIPS, STAFF_DASHBOARD, SCHOLARSHIP_CHOICES, STAFF_SCHOLARSHIP_FILTER_OPTIONS];

/** Creates (a draft, or published) or replaces a scholarship, with an optional new picture. */
export function useSaveScholarship() {
  const { t } = useLingui();
  const options = { fallback: t(SHARED_MESSAGES.somethingWentWrong), refetch: REFETCH };
  const create = useMutationAction(CREATE_SCHOLARSHIP, options);
  const update = useMutationAction(UPDATE_SCHOLARSHIP, options);
  const runCreate = create.run;
  const runUpdate = update.run;

  const save = useCallback(
    async (
      id: string | undefined,
      draft: ScholarshipDraft,
      image: File | null,
      publish: boolean,
    ): Promise<ScholarshipSaveResult> => {
      const input = toScholarshipInput(draft);
      // A new scholarship is a draft unless staff publish it; an update keeps its status.
      const outcome = id ? await runUpdate({ id, input, image }) : await runCreate({ input: { ...input, publish }, image });
      if (!outcome.ok) return { ok: false, message: outcome.message, fields: outcome.fieldErrors };
      const saved = 'updateScholarship' in outcome.data ? outcome.data.updateScholarship : outcome.data.createScholarship;
      return { ok: true, id: saved.id };
    },
    [runCreate, runUpdate],
  );
  return { save, saving: create.running || update.running };
}
