import { useLingui } from '@lingui/react/macro';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { useCountriesByName } from '@/modules/i18n/hooks/useCountriesByName';
import type { ScholarshipListQuery } from '@/modules/staff/scholarships/utils/scholarship-list-query';
import { SCHOLARSHIP_STATUS_LABELS } from '@/modules/staff/scholarships/utils/scholarship-status';
import { ChoiceFilter, ListFilters } from '@/modules/ui/components/ListFilters';

export interface ScholarshipFiltersProps {
  query: ScholarshipListQuery;
  /** ISO codes, offered by their names in the staff's language. */
  countries: readonly string[];
  universities: readonly string[];
  onChange: (query: ScholarshipListQuery) => void;
}

const STATUS_CHOICES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;

const asChoices = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

export function ScholarshipFilters({ query, countries, universities, onChange }: ScholarshipFiltersProps) {
  const { t, i18n } = useLingui();
  const statusChoices = STATUS_CHOICES.map((status) => ({
    value: status,
    label: i18n._(SCHOLARSHIP_STATUS_LABELS[status]),
  }));
  const countryChoices = useCountriesByName(countries).map(({ code, name }) => ({ value: code, label: name }));
  return (
    <ListFilters
      label={t(SHARED_MESSAGES.filterScholarships)}
      searchLabel={t(SHARED_MESSAGES.search)}
      query={query}
      onChange={onChange}
    >
      {(apply) => (
        <>
          <ChoiceFilter
            label={t(SHARED_MESSAGES.status)}
            allLabel={t(SHARED_MESSAGES.allStatuses)}
            value={query.status}
            choices={statusChoices}
            onChange={(status) => apply({ status: STATUS_CHOICES.find((choice) => choice === status) ?? '' })}
          />
          <ChoiceFilter
            label={t(SHARED_MESSAGES.country)}
            allLabel={t(SHARED_MESSAGES.allCountries)}
            value={query.country}
            choices={countryChoices}
            onChange={(country) => apply({ country })}
          />
          <ChoiceFilter
            label={t(SHARED_MESSAGES.university)}
            allLabel={t(SHARED_MESSAGES.allUniversities)}
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
            {t(SHARED_MESSAGES.openOnly)}
          </label>
        </>
      )}
    </ListFilters>
  );
}
