import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledEmptyState = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.spacing(6, 2)};
`;

export interface EmptyStateProps {
  title?: ReactNode;
  /** What the list would hold, or why it holds nothing. */
  children: ReactNode;
  /** Where to go next. */
  action?: ReactNode;
}

/** What a list says instead of showing nothing. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <StyledEmptyState>
      {title ? <h2>{title}</h2> : null}
      <p>{children}</p>
      {action}
    </StyledEmptyState>
  );
}
