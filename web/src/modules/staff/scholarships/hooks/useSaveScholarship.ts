import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphQLFieldErrors } from '@/modules/api/utils/graphql-error';
import { CREATE_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/CreateScholarship';
import { UPDATE_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/UpdateScholarship';
import {
  toScholarshipInput,
  type ScholarshipDraft,
} from '@/modules/staff/scholarships/utils/scholarship-draft';
import { useFailureMessage } from '@/modules/staff/shared/hooks/useFailureMessage';

export type ScholarshipSaveResult =
  { ok: true; id: string } | { ok: false; message: string; fields: Record<string, string> };

const REFETCH = [
  'StaffScholarships',
  'StaffDashboard',
  'ScholarshipChoices',
  'StaffScholarshipFilterOptions',
];

/** Creates or replaces a scholarship, with an optional new picture. */
export function useSaveScholarship() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const [create, createState] = useMutation(CREATE_SCHOLARSHIP);
  const [update, updateState] = useMutation(UPDATE_SCHOLARSHIP);

  const save = useCallback(
    async (
      id: string | undefined,
      draft: ScholarshipDraft,
      image: File | null,
    ): Promise<ScholarshipSaveResult> => {
      const input = toScholarshipInput(draft);
      try {
        if (id) {
          const { data } = await update({ variables: { id, input, image }, refetchQueries: REFETCH });
          if (data) return { ok: true, id: data.updateScholarship.id };
        } else {
          const { data } = await create({ variables: { input, image }, refetchQueries: REFETCH });
          if (data) return { ok: true, id: data.createScholarship.id };
        }
        return { ok: false, message: t`Something went wrong`, fields: {} };
      } catch (error) {
        return {
          ok: false,
          message: failureMessage(error, t`Something went wrong`),
          fields: graphQLFieldErrors(error),
        };
      }
    },
    [create, update, failureMessage, t],
  );
  return { save, saving: createState.loading || updateState.loading };
}
