import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useScholarshipChoices } from '@/modules/staff/applications/hooks/useScholarshipChoices';
import {
  APPLICATION_STATUS_VALUES,
  type ApplicationListQuery,
} from '@/modules/staff/applications/utils/application-list-query';
import { SelectField } from '@/modules/staff/shared/components/FormControls';
import { StyledToolbar } from '@/modules/staff/shared/components/StaffTable.styles';
import { APPLICATION_STATUS_LABELS } from '@/modules/staff/shared/utils/status-labels';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

export interface ApplicationFiltersProps {
  query: ApplicationListQuery;
  onChange: (query: ApplicationListQuery) => void;
}

export function ApplicationFilters({ query, onChange }: ApplicationFiltersProps) {
  const { t, i18n } = useLingui();
  const scholarships = useScholarshipChoices();
  const [search, setSearch] = useState(query.search);
  const apply = (changes: Partial<ApplicationListQuery>) =>
    onChange({ ...query, search, ...changes, page: 1 });
  return (
    <form
      role="search"
      aria-label={t`Filter applications`}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <StyledToolbar>
        <TextField
          label={t`Search by applicant`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <StyledButton type="submit" $variant="secondary">
          <Trans>Search</Trans>
        </StyledButton>
        <SelectField
          label={t`Status`}
          value={query.status ?? ''}
          onChange={(event) =>
            apply({
              status: APPLICATION_STATUS_VALUES.find((status) => status === event.target.value) ?? null,
            })
          }
        >
          <option value="">{t`All statuses`}</option>
          {APPLICATION_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {i18n._(APPLICATION_STATUS_LABELS[status])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Scholarship`}
          value={query.scholarshipId}
          onChange={(event) => apply({ scholarshipId: event.target.value })}
        >
          <option value="">{t`All scholarships`}</option>
          {scholarships.map((scholarship) => (
            <option key={scholarship.id} value={scholarship.id}>
              {scholarship.title}
            </option>
          ))}
        </SelectField>
      </StyledToolbar>
    </form>
  );
}
