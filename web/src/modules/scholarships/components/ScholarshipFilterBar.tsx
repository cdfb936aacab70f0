import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useCountriesByName } from '@/modules/i18n/hooks/useCountriesByName';
import { useScholarshipFilterOptions } from '@/modules/scholarships/hooks/useScholarshipFilterOptions';
import type { ScholarshipFilters } from '@/modules/scholarships/utils/scholarship-filters';
import { universityChoices } from '@/modules/scholarships/utils/university-choices';
import { StyledButton } from '@/modules/ui/components/Button';
import { below } from '@/modules/theme/theme';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin-block-end: ${({ theme }) => theme.spacing(3)};
  ${below('medium')} {
    /* minmax: a long university's name in a select must not widen the column past the screen. */
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  label {
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: 600;
  }
  input,
  select {
    min-inline-size: ${({ theme }) => theme.sizes.selectMin};
    padding: ${({ theme }) => theme.spacing(1, 1.25)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledCheckbox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-block-size: 40px;
`;

export interface ScholarshipFilterBarProps {
  filters: ScholarshipFilters;
  onChange: (filters: ScholarshipFilters) => void;
}

/**
 * Search, country, university and open-only; every change goes back to the first page. Once a country
 * is chosen, only its universities are offered.
 */
export function ScholarshipFilterBar({ filters, onChange }: ScholarshipFilterBarProps) {
  const { t } = useLingui();
  const options = useScholarshipFilterOptions();
  const countryChoices = useCountriesByName(options.countries);
  const universities = universityChoices(options, filters.country);
  const [search, setSearch] = useState(filters.search);
  const ids = { search: useId(), country: useId(), university: useId() };

  const change = (next: Partial<ScholarshipFilters>) => onChange({ ...filters, search, ...next, page: 1 });

  // A chosen university that the new country does not have would find nothing: it is let go.
  const changeCountry = (country: string) => {
    const kept = universityChoices(options, country).includes(filters.university) ? filters.university : '';
    change({ country, university: kept });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({});
  };

  return (
    <StyledForm role="search" onSubmit={onSubmit} aria-label={t`Filter scholarships`}>
      <StyledField>
        <label htmlFor={ids.search}>
          <Trans>Search</Trans>
        </label>
        <input id={ids.search} type="search" dir="auto" value={search} onChange={(event) => setSearch(event.target.value)} />
      </StyledField>
      <StyledField>
        <label htmlFor={ids.country}>
          <Trans>Country</Trans>
        </label>
        <select id={ids.country} value={filters.country} onChange={(event) => changeCountry(event.target.value)}>
          <option value="">{t`All countries`}</option>
          {countryChoices.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </StyledField>
      <StyledField>
        <label htmlFor={ids.university}>
          <Trans>University</Trans>
        </label>
        <select
          id={ids.university}
          value={filters.university}
          onChange={(event) => change({ university: event.target.value })}
        >
          <option value="">{t`All universities`}</option>
          {universities.map((university) => (
            <option key={university} value={university}>
              {university}
            </option>
          ))}
        </select>
      </StyledField>
      <StyledCheckbox>
        <input type="checkbox" checked={filters.openOnly} onChange={(event) => change({ openOnly: event.target.checked })} />
        <Trans>Open only</Trans>
      </StyledCheckbox>
      <StyledButton type="submit">
        <Trans>Search</Trans>
      </StyledButton>
    </StyledForm>
  );
}
