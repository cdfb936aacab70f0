import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@bourses/common/limits';
import { getFragmentData } from '@/modules/staff/__generated__';
import { AUDIT_ENTRY_ROW_FIELDS } from '@/modules/staff/audit/graphql/AuditEntryRowFields';
import { AUDIT_LOG } from '@/modules/staff/audit/graphql/AuditLog';
import { toAuditFilter, type AuditListQuery } from '@/modules/staff/audit/utils/audit-list-query';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';

/** One page of the audit log as the address filters it, fetched again each time the page opens. */
export function useAuditLog(query: AuditListQuery) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { data, previousData, loading, error } = useQuery(AUDIT_LOG, {
    variables: { filter: toAuditFilter(query), page: query.page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.auditLog;
  return {
    entries: getFragmentData(AUDIT_ENTRY_ROW_FIELDS, result?.items ?? []),
    pagination: result?.pagination ?? null,
    loading: loading && !result,
    error: error ? failureMessage(error, t`The audit log could not be read.`) : null,
  };
}
