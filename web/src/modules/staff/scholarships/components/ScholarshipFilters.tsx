import { Trans, useLingui } from '@lingui/react/macro';
import type { ScholarshipListQuery } from '@/modules/staff/scholarships/utils/scholarship-list-query';
import { ChoiceFilter, StaffFilters } from '@/modules/staff/shared/components/StaffFilters';

export interface ScholarshipFiltersProps {
  query: ScholarshipListQuery;
  countries: readonly string[];
  universities: readonly string[];
  onChange: (query: ScholarshipListQuery) => void;
}

const asChoices = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

export function ScholarshipFilters({ query, countries, universities, onChange }: ScholarshipFiltersProps) {
  const { t } = useLingui();
  return (
    <StaffFilters label={t`Filter scholarships`} searchLabel={t`Search`} query={query} onChange={onChange}>
      {(apply) => (
        <>
          <ChoiceFilter
            label={t`Country`}
            allLabel={t`All countries`}
            value={query.country}
            choices={asChoices(countries)}
            onChange={(country) => apply({ country })}
          />
          <ChoiceFilter
            label={t`University`}
            allLabel={t`All universities`}
            value={query.university}
            choices={asChoices(universities)}
            onChange={(university) => apply({ university })}
          />
          <label>
            <input
              type="checkbox"
              checked={query.openOnly}
              onChange={(event) => apply({ openOnly: event.target.checked })}
            />{' '}
            <Trans>Open only</Trans>
          </label>
        </>
      )}
    </StaffFilters>
  );
}
