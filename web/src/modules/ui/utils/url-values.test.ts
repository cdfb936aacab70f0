import { describe, expect, it } from 'vitest';
import { nextSort, readPage, readSort } from '@/modules/ui/utils/url-values';

describe('list state in the address', () => {
  it('reads the page, falling back to the first page when missing or invalid', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readPage(new URLSearchParams(''))).toBe(1);
  });

  it('reads a sort column and direction, ignoring unknown columns', () => {
    expect(readSort(new URLSearchParams('sort=-email'), ['email', 'name'])).toEqual({
      key: 'email',
      direction: 'desc',
    });
    expect(readSort(new URLSearchParams('sort=name'), ['email', 'name'])).toEqual({
      key: 'name',
      direction: 'asc',
    });
    expect(readSort(new URLSearchParams('sort=password'), ['email', 'name'])).toBeNull();
  });

  it('sorts ascending on a first click and descending on a second click of the same column', () => {
    const first = nextSort(null, 'name');
    const second = nextSort(first, 'name');
    const other = nextSort(second, 'email');

    expect(first).toEqual({ key: 'name', direction: 'asc' });
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(other).toEqual({ key: 'email', direction: 'asc' });
  });
});
