import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import type { ScholarshipRowFieldsFragment } from '@/modules/staff/__generated__/graphql';
import { useCountryName } from '@/modules/i18n/hooks/useCountryName';
import { useTextLanguage } from '@/modules/i18n/hooks/useTextLanguage';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { DeleteScholarshipDialog } from '@/modules/staff/scholarships/components/DeleteScholarshipDialog';
import { ScholarshipFilters } from '@/modules/staff/scholarships/components/ScholarshipFilters';
import { ScholarshipStatusChip } from '@/modules/staff/scholarships/components/ScholarshipStatusChip';
import { useDuplicateAndEdit } from '@/modules/staff/scholarships/hooks/useDuplicateAndEdit';
import { useStaffScholarships } from '@/modules/staff/scholarships/hooks/useStaffScholarships';
import {
  readScholarshipListQuery,
  writeScholarshipListQuery,
  type ScholarshipListQuery,
} from '@/modules/staff/scholarships/utils/scholarship-list-query';
import { StaffListPage, StaffTable } from '@/modules/staff/shared/components/StaffListPage';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';
import { useStaffPermissions } from '@/modules/staff/shared/hooks/useStaffPermissions';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledChip } from '@/modules/ui/components/Chip';
import { ColumnHeaders } from '@/modules/staff/shared/components/ColumnHeaders';

type ScholarshipRow = ScholarshipRowFieldsFragment;

/** /admin/scholarships: the catalogue in every status, with create, edit, duplicate and delete. */
export function ScholarshipsAdminPage() {
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const textLanguage = useTextLanguage();
  const permissions = useStaffPermissions();
  const [params, setParams] = useSearchParams();
  const query = readScholarshipListQuery(params);
  const { scholarships, pagination, countries, universities, loading, error } = useStaffScholarships(query);
  const [deleting, setDeleting] = useState<ScholarshipRow | null>(null);
  const { duplicateAndEdit, duplicating } = useDuplicateAndEdit();
  const change = (next: ScholarshipListQuery) => setParams(writeScholarshipListQuery(next));

  return (
    <StaffListPage
      titleId="staff-scholarships-title"
      title={t(SHARED_MESSAGES.scholarships)}
      actions={
        <StyledButton as={Link} to="/admin/scholarships/new">
          <Trans>New scholarship</Trans>
        </StyledButton>
      }
      filters={
        <ScholarshipFilters
          key={params.toString()}
          query={query}
          countries={countries}
          universities={universities}
          onChange={change}
        />
      }
      loading={loading}
      error={error}
      rowCount={scholarships.length}
      emptyText={t(SHARED_MESSAGES.noScholarshipsFound)}
      pagination={pagination}
      onPageChange={(page) => change({ ...query, page })}
      dialogs={
        deleting ? (
          <DeleteScholarshipDialog
            scholarship={deleting}
            canForce={permissions.forceDeleteScholarships}
            onClose={() => setDeleting(null)}
          />
        ) : null
      }
    >
      <StaffTable caption={t(SHARED_MESSAGES.scholarships)}>
        <ColumnHeaders
          labels={[
            t`Title`,
            t(SHARED_MESSAGES.status),
            t(SHARED_MESSAGES.country),
            t(SHARED_MESSAGES.university),
            t(SHARED_MESSAGES.startDate),
            t(SHARED_MESSAGES.deadline),
            t`Applications`,
            t`Actions`,
          ]}
        />
        <tbody>
          {scholarships.map((scholarship) => (
            <tr key={scholarship.id}>
              <th scope="row">
                <Link to={`/admin/scholarships/${scholarship.id}`} {...textLanguage(scholarship.textLanguages.title)}>
                  {scholarship.title}
                </Link>
              </th>
              <td>
                <ScholarshipStatusChip status={scholarship.status} />
              </td>
              <td>{countryName(scholarship.country)}</td>
              <td>
                <bdi>{scholarship.university}</bdi>
              </td>
              <td>{formatDate(i18n, scholarship.startDate, 'short')}</td>
              <td>
                {formatDate(i18n, scholarship.deadline, 'short')}{' '}
                {scholarship.deadlinePassed ? <StyledChip $severity="neutral">{t`Closed`}</StyledChip> : null}
              </td>
              <td>
                <Link to={`/admin/applications?scholarship=${scholarship.id}`}>
                  {scholarship.applicationCount ?? 0}
                </Link>
              </td>
              <td>
                <StyledToolbar>
                  <StyledButton
                    as={Link}
                    $variant="secondary"
                    to={`/admin/scholarships/${scholarship.id}/edit`}
                    aria-label={t`Edit ${scholarship.title}`}
                  >
                    <Trans>Edit</Trans>
                  </StyledButton>
                  <StyledButton
                    type="button"
                    $variant="secondary"
                    disabled={duplicating}
                    aria-label={t`Duplicate ${scholarship.title}`}
                    onClick={() => void duplicateAndEdit(scholarship.id)}
                  >
                    <Trans>Duplicate</Trans>
                  </StyledButton>
                  <StyledButton
                    type="button"
                    $variant="text"
                    aria-label={t`Delete ${scholarship.title}`}
                    onClick={() => setDeleting(scholarship)}
                  >
                    <Trans>Delete</Trans>
                  </StyledButton>
                </StyledToolbar>
              </td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
    </StaffListPage>
  );
}
