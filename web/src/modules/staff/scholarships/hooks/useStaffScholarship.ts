import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { STAFF_SCHOLARSHIP } from '@/modules/staff/scholarships/graphql/StaffScholarship';
import {
  draftFromScholarship,
  type ScholarshipDraft,
} from '@/modules/staff/scholarships/utils/scholarship-draft';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

/** A scholarship as an editable draft (every language), or nothing when creating. */
export function useStaffScholarship(id: string | undefined) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, loading, error } = useQuery(STAFF_SCHOLARSHIP, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  const scholarship = data?.scholarship ?? null;
  const translations = scholarship?.translations;
  const draft: ScholarshipDraft | null =
    scholarship && translations ? draftFromScholarship({ ...scholarship, translations }) : null;
  return {
    draft,
    imageUrl: scholarship?.imageUrl ?? null,
    loading: Boolean(id) && loading && !data,
    notFound: Boolean(id) && !loading && !error && data?.scholarship === null,
    error: error ? failureMessage(error, t(SHARED_MESSAGES.scholarshipLoadFailed)) : null,
  };
}
