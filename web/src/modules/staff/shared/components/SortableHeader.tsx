import type { ReactNode } from 'react';
import { StyledSortButton } from '@/modules/staff/shared/components/StaffTable.styles';
import type { SortState } from '@/modules/ui/utils/url-values';

export interface SortableHeaderProps<Key extends string> {
  sortKey: Key;
  sort: SortState<Key> | null;
  onSort: (key: Key) => void;
  children: ReactNode;
  /** "low": the column leaves first when the table is too narrow (StaffTable.styles). */
  priority?: 'low';
}

/** A column header whose button sorts the table; aria-sort tells screen readers the order. */
export function SortableHeader<Key extends string>({
  sortKey,
  sort,
  onSort,
  children,
  priority,
}: SortableHeaderProps<Key>) {
  const active = sort?.key === sortKey;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} data-priority={priority}>
      <StyledSortButton type="button" onClick={() => onSort(sortKey)}>
        {children}
        {active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : null}
      </StyledSortButton>
    </th>
  );
}
