import styled from 'styled-components';
import { below } from '@/modules/theme/theme';

/** The cards of a list of scholarships: about 360 px wide each, one column on phones. */
export const StyledScholarshipGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${below('small')} {
    grid-template-columns: 1fr;
  }
`;
