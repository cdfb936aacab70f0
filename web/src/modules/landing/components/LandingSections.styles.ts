import styled from 'styled-components';
import { below } from '@/modules/theme/theme';
import { StyledSurface } from '@/modules/ui/components/Surface';

export const StyledSection = styled.section`
  max-inline-size: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.spacing(8, 2)};
  scroll-margin-block-start: ${({ theme }) => theme.sizes.header};
`;

export const StyledSectionTitle = styled.h2`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.title};
  margin-block: 0 ${({ theme }) => theme.spacing(4)};
`;

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing(3)};
  ${below('medium')} {
    grid-template-columns: 1fr;
  }
`;

export const StyledCard = styled(StyledSurface).attrs({ as: 'article' })`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(3)};
`;
