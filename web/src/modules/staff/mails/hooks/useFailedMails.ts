import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { getFragmentData } from '@/modules/staff/__generated__';
import { FAILED_MAIL_ROW_FIELDS } from '@/modules/staff/mails/graphql/FailedMailRowFields';
import { FAILED_MAILS } from '@/modules/staff/mails/graphql/FailedMails';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

/** One page of the mails given up after every retry, fetched again each time the page opens. */
export function useFailedMails(page: number) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(FAILED_MAILS, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.failedMails;
  return {
    mails: getFragmentData(FAILED_MAIL_ROW_FIELDS, result?.items ?? []),
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error ? failureMessage(error, t`Failed to fetch the failed mails`) : null,
  };
}
