import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useLanguage } from '@/modules/i18n/hooks/useLanguage';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { STAFF_SCHOLARSHIP_FILTER_OPTIONS } from '@/modules/staff/scholarships/graphql/StaffScholarshipFilterOptions';
import { STAFF_SCHOLARSHIPS } from '@/modules/staff/scholarships/graphql/StaffScholarships';
import {
  toScholarshipFilter,
  type ScholarshipListQuery,
} from '@/modules/staff/scholarships/utils/scholarship-list-query';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { getFragmentData } from '@/modules/staff/__generated__';
import { SCHOLARSHIP_ROW_FIELDS } from '@/modules/staff/scholarships/graphql/ScholarshipRowFields';

/** One page of scholarships in the reader's language, and the values to filter by. */
export function useStaffScholarships(query: ScholarshipListQuery) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(STAFF_SCHOLARSHIPS, {
    variables: {
      filter: toScholarshipFilter(query, new Date()),
      page: query.page,
      limit: PAGE_SIZE,
      language: toGraphQLLanguage(language),
    },
    fetchPolicy: 'cache-and-network',
  });
  const options = useQuery(STAFF_SCHOLARSHIP_FILTER_OPTIONS).data?.scholarshipFilterOptions;
  const result = (data ?? previousData)?.scholarships;
  return {
    scholarships: getFragmentData(SCHOLARSHIP_ROW_FIELDS, result?.items ?? []),
    pagination: result?.pagination ?? null,
    countries: options?.countries ?? [],
    universities: options?.universities ?? [],
    loading: loading && !result,
    error: error ? failureMessage(error, t(SHARED_MESSAGES.scholarshipsLoadFailed)) : null,
  };
}
