import { FIRST_PAGE } from '@bourses/common/limits';

type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string> {
  key: Key;
  direction: SortDirection;
}

/** A page number from the address, the first page when missing or invalid. */
export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
}

/** One of the allowed values, or null when missing or unknown (a hand-edited address). */
export function readOneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | null {
  const value = params.get(name);
  return values.find((allowed) => allowed === value) ?? null;
}

/** 'true' / 'false' from the address, null otherwise. */
export function readBoolean(params: URLSearchParams, name: string): boolean | null {
  const value = params.get(name);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** `sort=key` ascending, `sort=-key` descending; null when missing or unknown. */
export function readSort<Key extends string>(
  params: URLSearchParams,
  keys: readonly Key[],
): SortState<Key> | null {
  const raw = params.get('sort') ?? '';
  const direction: SortDirection = raw.startsWith('-') ? 'desc' : 'asc';
  const key = keys.find((allowed) => allowed === raw.replace(/^-/, ''));
  return key ? { key, direction } : null;
}

export function writeSort<Key extends string>(params: URLSearchParams, sort: SortState<Key> | null): void {
  if (sort) params.set('sort', `${sort.direction === 'desc' ? '-' : ''}${sort.key}`);
}

/** Clicking a column: ascending first, then descending, on the same column. */
export function nextSort<Key extends string>(current: SortState<Key> | null, key: Key): SortState<Key> {
  if (current?.key === key && current.direction === 'asc') return { key, direction: 'desc' };
  return { key, direction: 'asc' };
}
