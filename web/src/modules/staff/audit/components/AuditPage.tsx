import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { AuditFilters } from '@/modules/staff/audit/components/AuditFilters';
import { AuditTable } from '@/modules/staff/audit/components/AuditTable';
import { useAuditLog } from '@/modules/staff/audit/hooks/useAuditLog';
import {
  readAuditListQuery,
  writeAuditListQuery,
  type AuditListQuery,
} from '@/modules/staff/audit/utils/audit-list-query';
import { StaffListPage } from '@/modules/staff/shared/components/StaffListPage';
import { useStaffPermissions } from '@/modules/staff/shared/hooks/useStaffPermissions';
import { Alert } from '@/modules/ui/components/Alert';

/** /admin/audit, ADMIN only: every staff action, newest first, filtered through the address. */
export function AuditPage() {
  const permissions = useStaffPermissions();
  if (!permissions.readAuditLog) {
    return (
      <Alert severity="error">
        <Trans>Only administrators can read the audit log.</Trans>
      </Alert>
    );
  }
  return <AuditLogList />;
}

function AuditLogList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readAuditListQuery(params);
  const { entries, pagination, loading, error } = useAuditLog(query);
  const change = (next: AuditListQuery) => setParams(writeAuditListQuery(next));
  return (
    <StaffListPage
      titleId="staff-audit-title"
      title={<Trans>Audit log</Trans>}
      filters={<AuditFilters key={params.toString()} query={query} onChange={change} />}
      loading={loading}
      error={error}
      rowCount={entries.length}
      emptyText={<Trans>No action matches these filters.</Trans>}
      pagination={pagination}
      onPageChange={(page) => change({ ...query, page })}
    >
      <AuditTable entries={entries} caption={t`Audit log`} />
    </StaffListPage>
  );
}
