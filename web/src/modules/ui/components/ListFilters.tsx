import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SelectField } from '@/modules/ui/components/FormControls';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';
import { below } from '@/modules/theme/theme';

// A field's own bottom margin would line the Search button up below its input. On a phone the
// search takes its row beside its button, and each filter a full row under it, edges lined up
// (a checkbox keeps its size: StyledCheckboxLabel).
const StyledFilters = styled(StyledToolbar)`
  & > * {
    margin-block-end: 0;
  }
  ${below('small')} {
    & > :first-child {
      flex: 1 1 0;
      min-inline-size: 0;
    }
    & > :nth-child(n + 3) {
      flex: 1 1 100%;
    }
    input:not([type='checkbox']),
    select {
      inline-size: 100%;
    }
  }
`;

/** What every staff list's address holds besides its own filters. */
export interface SearchableListQuery {
  search: string;
  page: number;
}

export interface ListFiltersProps<Q extends SearchableListQuery> {
  label: string;
  searchLabel: string;
  query: Q;
  onChange: (query: Q) => void;
  /** The list's own filters, given `apply`, which changes the query and starts again from page 1. */
  children: (apply: (changes: Partial<Q>) => void) => ReactNode;
}

/**
 * A staff list's filters: its selects apply at once; the search applies on Enter or the Search button.
 * The typed search follows the address when it changes from elsewhere (a link, Back), without the
 * form being mounted afresh: that took the focus from the select a keyboard user was choosing in.
 */
export function ListFilters<Q extends SearchableListQuery>({
  label,
  searchLabel,
  query,
  onChange,
  children,
}: ListFiltersProps<Q>) {
  const [search, setSearch] = useState(query.search);
  const [searchInAddress, setSearchInAddress] = useState(query.search);
  if (query.search !== searchInAddress) {
    setSearchInAddress(query.search);
    setSearch(query.search);
  }
  const apply = (changes: Partial<Q>) => onChange({ ...query, search, ...changes, page: 1 });
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <StyledFilters>
        <TextField
          label={searchLabel}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <StyledButton type="submit" $variant="secondary">
          <Trans>Search</Trans>
        </StyledButton>
        {children(apply)}
      </StyledFilters>
    </form>
  );
}

interface Choice {
  value: string;
  label: string;
}

export interface ChoiceFilterProps {
  label: string;
  /** The first option, which filters nothing (value ''). */
  allLabel: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}

/** One select of a staff list's filters. */
export function ChoiceFilter({ label, allLabel, value, choices, onChange }: ChoiceFilterProps) {
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{allLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
