import styled from 'styled-components';

/** A card of the detail pages' casework (assignment, notes). */
export const StyledCaseworkCard = styled.section`
  padding: ${({ theme }) => theme.spacing(2.5)};
  margin-block: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    margin-block-start: 0;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;
