import { Outlet, useMatch } from 'react-router-dom';
import styled from 'styled-components';
import { SkipLink } from '@/modules/layout/components/SkipLink';
import { AccentScope } from '@/modules/layout/components/AccentScope';
import { Footer } from '@/modules/layout/components/Footer';
import { Header } from '@/modules/layout/components/Header';
import { VisitorActions } from '@/modules/layout/components/VisitorActions';
import { APP_MENU_ITEMS } from '@/modules/layout/utils/menu-items';
import { useScrollToTopOnNavigate } from '@/modules/layout/hooks/useScrollToTopOnNavigate';

const StyledMain = styled.main<{ $wide: boolean }>`
  flex: 1;
  inline-size: 100%;
  /* min-inline-size: 0 lets a wide table scroll inside its own box instead of widening the page. */
  min-inline-size: 0;
  max-inline-size: ${({ theme, $wide }) => ($wide ? 'none' : theme.sizes.content)};
  margin-inline: auto;
  padding: ${({ theme }) => theme.spacing(3, 2)};
  /* Focused only by the skip link: the page itself shows where the reader is. */
  &:focus {
    outline: none;
  }
`;

/** Every page but the landing: header with Dashboard and My Applications, content, footer. */
export function AppShell() {
  useScrollToTopOnNavigate();
  // The staff console's tables take the whole screen; header and footer keep to the same edges.
  const wide = useMatch('/admin/*') !== null;
  return (
    <AccentScope>
      <SkipLink />
      <Header links={APP_MENU_ITEMS} variant="app" visitorActions={<VisitorActions />} wide={wide} />
      <StyledMain id="main" tabIndex={-1} $wide={wide}>
        <Outlet />
      </StyledMain>
      <Footer wide={wide} />
    </AccentScope>
  );
}
