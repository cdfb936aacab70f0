import { describe, expect, it } from 'vitest';
import { descriptionPreview } from '@/modules/scholarships/utils/description-preview';
import { pageCount, showPager } from '@/modules/ui/utils/pagination';
import {
  narrowsScholarships,
  NO_SCHOLARSHIP_FILTERS,
  readScholarshipFilters,
  toScholarshipFilterInput,
  writeScholarshipFilters,
} from '@/modules/scholarships/utils/scholarship-filters';
import { universityChoices } from '@/modules/scholarships/utils/university-choices';

describe('the card preview', () => {
  it('cuts the description to 120 characters plus an ellipsis', () => {
    const long = 'a'.repeat(150);

    expect(descriptionPreview(long)).toBe(`${'a'.repeat(120)}...`);
  });

  it('leaves a description of 120 characters or fewer whole', () => {
    expect(descriptionPreview('b'.repeat(120))).toBe('b'.repeat(120));
  });

  it('counts Arabic letters as characters, not bytes', () => {
    const arabic = 'منحة '.repeat(30);

    expect(Array.from(descriptionPreview(arabic).replace(/\.\.\.$/, ''))).toHaveLength(120);
  });
});

describe('the pager', () => {
  it('appears only when the total exceeds the page size', () => {
    expect(showPager({ total: 10, page: 1, limit: 10, pages: 1 })).toBe(false);
    expect(showPager({ total: 11, page: 1, limit: 10, pages: 2 })).toBe(true);
  });

  it('counts pages as the server says, else ceil(total / limit)', () => {
    expect(pageCount({ total: 31, page: 1, limit: 10, pages: 4 })).toBe(4);
    expect(pageCount({ total: 31, page: 1, limit: 10, pages: 0 })).toBe(4);
  });
});

describe('the list filters in the address', () => {
  it('survive a round trip through the address', () => {
    const filters = { search: 'master', country: 'FR', university: 'Sorbonne', openOnly: true, page: 3 };

    expect(readScholarshipFilters(writeScholarshipFilters(filters))).toEqual(filters);
  });

  it('leave the defaults out of the address', () => {
    const params = writeScholarshipFilters({ search: ' ', country: '', university: '', openOnly: false, page: 1 });

    expect(params.toString()).toBe('');
  });

  it('ignore a nonsense page number', () => {
    expect(readScholarshipFilters(new URLSearchParams('page=-4')).page).toBe(1);
    expect(readScholarshipFilters(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('ask for deadlines from today on when only open scholarships are wanted', () => {
    const filters = readScholarshipFilters(new URLSearchParams('open=1&search=%20art%20'));

    expect(toScholarshipFilterInput(filters, new Date(2026, 10, 22, 15, 0))).toEqual({
      search: 'art',
      country: undefined,
      university: undefined,
      deadline: '2026-11-22',
    });
  });
});

describe('clearing the filters of an empty list', () => {
  it.each(['search=atlas', 'country=FR', 'university=Universit%C3%A9+Laval', 'open=1'])('is offered when %s narrows the list', (query) => {
    expect(narrowsScholarships(readScholarshipFilters(new URLSearchParams(query)))).toBe(true);
  });

  it('is not offered when nothing narrows it, whatever the page', () => {
    expect(narrowsScholarships(readScholarshipFilters(new URLSearchParams('page=3&search=+')))).toBe(false);
  });

  it('leaves an address without search, filters or page', () => {
    expect(writeScholarshipFilters(NO_SCHOLARSHIP_FILTERS).toString()).toBe('');
  });
});

describe('the universities offered', () => {
  const options = {
    countries: ['CA', 'FR'],
    universities: ['Sorbonne Université', 'Université Laval', 'Université Paris-Saclay'],
    universitiesByCountry: [
      { country: 'CA', universities: ['Université Laval'] },
      { country: 'FR', universities: ['Sorbonne Université', 'Université Paris-Saclay'] },
    ],
  };

  it('are every university while no country is chosen', () => {
    expect(universityChoices(options, '')).toEqual(options.universities);
  });

  it('are only the chosen country’s', () => {
    expect(universityChoices(options, 'FR')).toEqual(['Sorbonne Université', 'Université Paris-Saclay']);
  });

  it('are none for a country without scholarships', () => {
    expect(universityChoices(options, 'JP')).toEqual([]);
  });
});
