import styled from 'styled-components';
import { StyledSurface } from '@/modules/ui/components/Surface';

export const StyledTableScroll = styled(StyledSurface)`
  overflow-x: auto;
`;

export const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  caption {
    padding: ${({ theme }) => theme.spacing(1.5, 2)};
    text-align: start;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(1.25, 1.5)};
    text-align: start;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  a {
    color: var(--accent);
    font-weight: 600;
  }
`;

/** A value read as one piece (a phone number), never broken across lines. */
export const StyledNoWrapCell = styled.td`
  white-space: nowrap;
`;

/** A row's own buttons, side by side, wrapping in a narrow cell. */
export const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const StyledSortButton = styled.button`
  border: 0;
  padding: 0;
  background: transparent;
  font: inherit;
  color: inherit;
  cursor: pointer;
  text-decoration: underline dotted;
`;

export const StyledPageHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  h1 {
    margin: 0;
  }
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
