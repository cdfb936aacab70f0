import styled from 'styled-components';
import { StyledSurface } from '@/modules/ui/components/Surface';

// A scholarship card's measures, shared by the card and its loading skeleton so that they match.

/** The card: as tall as its grid row, its 16:9 picture above the body. */
export const StyledCardShell = styled(StyledSurface)`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
`;

/** Below the picture: the title, the place, the description and the dates. */
export const StyledCardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  flex: 1;
`;
