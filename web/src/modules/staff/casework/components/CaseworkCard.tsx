import styled from 'styled-components';
import { StyledSurface } from '@/modules/ui/components/Surface';

/** A card of the detail pages' casework (assignment, notes). */
export const StyledCaseworkCard = styled(StyledSurface).attrs({ as: 'section' })`
  padding: ${({ theme }) => theme.spacing(2.5)};
  margin-block: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin-block-start: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;
