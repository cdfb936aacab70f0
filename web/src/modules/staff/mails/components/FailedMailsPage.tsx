import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { FailedMailsTable } from '@/modules/staff/mails/components/FailedMailsTable';
import { useFailedMails } from '@/modules/staff/mails/hooks/useFailedMails';
import { StaffListPage } from '@/modules/staff/shared/components/StaffListPage';
import { readPage } from '@/modules/ui/utils/url-values';

/**
 * /admin/mails: the mails the platform gave up sending after retrying for more than a day, for
 * staff to reach the student another way (docs/architecture.md, Mail and background jobs).
 */
export function FailedMailsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const { mails, pagination, loading, error } = useFailedMails(page);
  return (
    <StaffListPage
      titleId="staff-failed-mails-title"
      title={<Trans>Failed mails</Trans>}
      filters={null}
      toolbar={
        <p>
          <Trans>
            These mails could not be sent, even after retrying for more than 24 hours. Contact the students
            another way.
          </Trans>
        </p>
      }
      loading={loading}
      error={error}
      rowCount={mails.length}
      emptyText={<Trans>Every mail was sent.</Trans>}
      pagination={pagination}
      onPageChange={(next) => setParams(new URLSearchParams({ page: String(next) }))}
    >
      <FailedMailsTable mails={mails} caption={t`Failed mails`} />
    </StaffListPage>
  );
}
