import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledSurface } from '@/modules/ui/components/Surface';

const StyledQueueCard = styled(StyledSurface).attrs({ as: 'section' })<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  min-inline-size: 0;
  padding: ${({ theme }) => theme.spacing(2.5)};
  border-block-start: 4px solid var(--accent);
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block-end: ${({ theme }) => theme.spacing(1.5)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
  a {
    color: var(--accent);
    font-weight: 600;
  }
  a strong {
    font-size: ${({ theme }) => theme.fontSizes.title};
  }
`;

/** The rows of a queue: one item a line, its details wrapping on a phone. */
export const StyledQueueList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(0.5, 1.5)};
    padding-block: ${({ theme }) => theme.spacing(1)};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  a {
    color: var(--accent);
    font-weight: 600;
  }
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface QueueCardProps {
  titleId: string;
  title: ReactNode;
  /** The card's count, a link to the filtered list. */
  count?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** One block of the work queue: a title, its count and its rows. */
export function QueueCard({ titleId, title, count, wide = false, children }: QueueCardProps) {
  return (
    <StyledQueueCard aria-labelledby={titleId} $wide={wide}>
      <StyledHeader>
        <h2 id={titleId}>{title}</h2>
        {count}
      </StyledHeader>
      {children}
    </StyledQueueCard>
  );
}

export interface QueueRowsProps<Item> {
  items: readonly Item[];
  /** The list's accessible name. */
  label: string;
  /** What the card says when the list is empty. */
  empty: ReactNode;
  /** One item's row, an `<li>`. */
  children: (item: Item) => ReactNode;
}

/** A queue's rows, or the sentence that says nothing waits. */
export function QueueRows<Item>({ items, label, empty, children }: QueueRowsProps<Item>) {
  if (items.length === 0) return <StyledEmpty>{empty}</StyledEmpty>;
  return <StyledQueueList aria-label={label}>{items.map(children)}</StyledQueueList>;
}
