import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { ApplicationFilters } from '@/modules/staff/applications/components/ApplicationFilters';
import { BulkActionsPanel } from '@/modules/staff/applications/components/BulkActionsPanel';
import { useStaffApplications } from '@/modules/staff/applications/hooks/useStaffApplications';
import {
  readApplicationListQuery,
  toApplicationExportFilters,
  writeApplicationListQuery,
  type ApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';
import { ExportButtons, StaffListPage } from '@/modules/staff/shared/components/StaffListPage';
import { useListExport } from '@/modules/staff/shared/hooks/useListExport';
import { ApplicationsTable } from '@/modules/staff/applications/components/ApplicationsTable';
import { applicationQueueState } from '@/modules/staff/applications/utils/application-queue';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

// The bulk message's form and saved replies load when staff open it.
const BulkMessageDialog = lazy(async () => ({
  default: (await import('@/modules/staff/correspondence/components/BulkMessageDialog')).BulkMessageDialog,
}));

/** /admin/applications: every application, newest first, filtered through the address, with bulk actions. */
export function ApplicationsAdminPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const query = readApplicationListQuery(params);
  const { applications, pagination, loading, error } = useStaffApplications(query);
  const {
    exportAs,
    exporting,
    error: exportError,
  } = useListExport('applications', toApplicationExportFilters(query));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [writing, setWriting] = useState(false);
  const change = (next: ApplicationListQuery) => {
    setSelected(new Set());
    setParams(writeApplicationListQuery(next));
  };
  const selectedIds = applications
    .filter((application) => selected.has(application.id))
    .map((application) => application.id);

  return (
    <StaffListPage
      titleId="staff-applications-title"
      title={<Trans>Applications</Trans>}
      actions={
        <>
          <StyledButton type="button" $variant="secondary" onClick={() => setWriting(true)}>
            <Trans>Write to the applicants</Trans>
          </StyledButton>
          <ExportButtons exporting={exporting} error={exportError} onExport={exportAs} />
        </>
      }
      filters={<ApplicationFilters query={query} onChange={change} />}
      toolbar={
        <BulkActionsPanel
          selectedIds={selectedIds}
          query={query}
          matching={pagination ?? { total: 0, capped: false }}
          onDone={() => setSelected(new Set())}
        />
      }
      loading={loading}
      error={error}
      rowCount={applications.length}
      emptyText={t(SHARED_MESSAGES.noApplicationMatches)}
      pagination={pagination}
      onPageChange={(page) => change({ ...query, page })}
      dialogs={
        writing ? (
          <Suspense fallback={<Spinner />}>
            <BulkMessageDialog
              selectedIds={selectedIds}
              query={query}
              matching={pagination ?? { total: 0, capped: false }}
              onClose={() => setWriting(false)}
            />
          </Suspense>
        ) : null
      }
    >
      <ApplicationsTable
        applications={applications}
        selection={{ selected, onChange: setSelected }}
        queue={applicationQueueState(query)}
      />
    </StaffListPage>
  );
}
