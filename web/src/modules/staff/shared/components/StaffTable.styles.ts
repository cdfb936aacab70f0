import styled from 'styled-components';
import { StyledSurface } from '@/modules/ui/components/Surface';

export const StyledTableScroll = styled(StyledSurface)`
  overflow-x: auto;
  /* The columns of low priority leave when the table's own box, not the screen, is too narrow. */
  container-type: inline-size;
`;

/** Below this box width a staff table hides its columns marked \`data-priority="low"\` (docs/product-rules.md). */
const FULL_TABLE_MIN_WIDTH = '1400px';

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
  }
  @container (max-width: ${FULL_TABLE_MIN_WIDTH}) {
    [data-priority='low'] {
      display: none;
    }
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

/** An e-mail address: it may break anywhere rather than widen the table past the screen. */
export const StyledEmailCell = styled.td`
  overflow-wrap: anywhere;
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
