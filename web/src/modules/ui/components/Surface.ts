import styled from 'styled-components';

/**
 * The raised look of every card, panel and boxed page: the theme's surface colour, large radius and
 * card shadow. Each use extends it with `styled(StyledSurface)` for its own padding and layout, and
 * `.attrs({ as: 'section' })` (or form, li, a link…) for its element.
 */
export const StyledSurface = styled.div`
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
