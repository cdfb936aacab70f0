import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceFilter, ListFilters, type SearchableListQuery } from '@/modules/ui/components/ListFilters';
import { renderApp } from '@/test/render-app';

interface Query extends SearchableListQuery {
  status: string;
}

let setFromElsewhere: (query: Query) => void = () => undefined;

/** A list page as the staff pages hold it: the query in the address, the filters given it. */
function ListPage() {
  const [query, setQuery] = useState<Query>({ search: '', page: 3, status: '' });
  setFromElsewhere = setQuery;
  return (
    <>
      <ListFilters label="Filtrer" searchLabel="Rechercher" query={query} onChange={setQuery}>
        {(apply) => (
          <ChoiceFilter
            label="Statut"
            allLabel="Tous"
            value={query.status}
            choices={[
              { value: 'PENDING', label: 'En attente' },
              { value: 'APPROVED', label: 'Approuvée' },
            ]}
            onChange={(status) => apply({ status })}
          />
        )}
      </ListFilters>
      <output>{`${query.status}|${query.search}|${query.page}`}</output>
    </>
  );
}

describe('a staff list’s filters', () => {
  it('keep the focus on the select a keyboard user is choosing in, applying each choice from page 1', () => {
    renderApp(<ListPage />);
    const status = screen.getByRole('combobox', { name: 'Statut' });
    status.focus();

    fireEvent.change(status, { target: { value: 'PENDING' } });

    expect(screen.getByRole('status').textContent).toBe('PENDING||1');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Statut' }));
  });

  it('apply the search typed with a select’s choice, and show a search the address changed elsewhere', () => {
    renderApp(<ListPage />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'Salma' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Statut' }), { target: { value: 'APPROVED' } });
    expect(screen.getByRole('status').textContent).toBe('APPROVED|Salma|1');

    act(() => setFromElsewhere({ search: 'Badr', page: 1, status: '' }));

    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveProperty('value', 'Badr');
  });
});
