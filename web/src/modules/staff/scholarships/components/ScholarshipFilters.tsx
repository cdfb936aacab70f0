import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ScholarshipListQuery } from '@/modules/staff/scholarships/utils/scholarship-list-query';
import { SelectField } from '@/modules/staff/shared/components/FormControls';
import { StyledToolbar } from '@/modules/staff/shared/components/StaffTable.styles';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

export interface ScholarshipFiltersProps {
  query: ScholarshipListQuery;
  countries: readonly string[];
  universities: readonly string[];
  onChange: (query: ScholarshipListQuery) => void;
}

export function ScholarshipFilters({ query, countries, universities, onChange }: ScholarshipFiltersProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState(query.search);
  const apply = (changes: Partial<ScholarshipListQuery>) =>
    onChange({ ...query, search, ...changes, page: 1 });
  return (
    <form
      role="search"
      aria-label={t`Filter scholarships`}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <StyledToolbar>
        <TextField
          label={t`Search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <StyledButton type="submit" $variant="secondary">
          <Trans>Search</Trans>
        </StyledButton>
        <SelectField
          label={t`Country`}
          value={query.country}
          onChange={(event) => apply({ country: event.target.value })}
        >
          <option value="">{t`All countries`}</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`University`}
          value={query.university}
          onChange={(event) => apply({ university: event.target.value })}
        >
          <option value="">{t`All universities`}</option>
          {universities.map((university) => (
            <option key={university} value={university}>
              {university}
            </option>
          ))}
        </SelectField>
        <label>
          <input
            type="checkbox"
            checked={query.openOnly}
            onChange={(event) => apply({ openOnly: event.target.checked })}
          />{' '}
          <Trans>Open only</Trans>
        </label>
      </StyledToolbar>
    </form>
  );
}
