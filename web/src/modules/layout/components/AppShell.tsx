import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AccentScope } from '@/modules/layout/components/AccentScope';
import { Footer } from '@/modules/layout/components/Footer';
import { Header } from '@/modules/layout/components/Header';
import { VisitorActions } from '@/modules/layout/components/VisitorActions';
import { APP_MENU_ITEMS } from '@/modules/layout/utils/menu-items';

const StyledMain = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.spacing(3, 2)};
`;

/** Every page but the landing: header with Dashboard and My Applications, content, footer. */
export function AppShell() {
  return (
    <AccentScope>
      <Header links={APP_MENU_ITEMS} variant="app" visitorActions={<VisitorActions />} />
      <StyledMain id="main">
        <Outlet />
      </StyledMain>
      <Footer />
    </AccentScope>
  );
}
