import { Trans } from '@lingui/react/macro';
import { lazy, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApolloBoundary } from '@/modules/api/components/ApolloBoundary';
import type { AuthDialogMode } from '@/modules/auth/components/AuthDialog';
import { HOME_PATH, LOGIN_PATH } from '@/modules/auth/utils/route-guards';
import { readLandingState } from '@/modules/auth/utils/redirect-state';
import { CallToAction } from '@/modules/landing/components/CallToAction';
import { Features } from '@/modules/landing/components/Features';
import { Hero } from '@/modules/landing/components/Hero';
import { StatsBanner } from '@/modules/landing/components/StatsBanner';
import { Testimonials } from '@/modules/landing/components/Testimonials';
import { AccentScope } from '@/modules/layout/components/AccentScope';
import { Footer } from '@/modules/layout/components/Footer';
import { Header } from '@/modules/layout/components/Header';
import { SkipLink } from '@/modules/layout/components/SkipLink';
import { VisitorActions } from '@/modules/layout/components/VisitorActions';
import { LANDING_MENU_ITEMS } from '@/modules/layout/utils/menu-items';
import { Alert } from '@/modules/ui/components/Alert';

const StyledMain = styled.main`
  &:focus {
    outline: none;
  }
`;

const StyledNotice = styled.div`
  max-inline-size: ${({ theme }) => theme.sizes.content};
  margin: ${({ theme }) => theme.spacing(2)} auto 0;
  padding-inline: ${({ theme }) => theme.spacing(2)};
`;

// The dialog's forms talk GraphQL: they and Apollo Client load when it opens, not with the page.
const AuthDialog = lazy(async () => ({ default: (await import('@/modules/auth/components/AuthDialog')).AuthDialog }));

/** `/` and `/login` (the same page with the dialog open, returning to `from` after signing in). */
export function LandingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const landingState = readLandingState(location.state);
  const onLoginRoute = location.pathname === LOGIN_PATH;
  const [dialogMode, setDialogMode] = useState<AuthDialogMode | null>(
    onLoginRoute ? (landingState.mode ?? 'login') : null,
  );

  const closeDialog = useCallback(() => {
    setDialogMode(null);
    if (onLoginRoute) void navigate(HOME_PATH, { replace: true });
  }, [navigate, onLoginRoute]);

  const openRegister = () => setDialogMode('register');

  return (
    <AccentScope>
      <SkipLink />
      {/* Across the whole screen, with the footer: five links, the language and two buttons need more than the content column. */}
      <Header
        links={LANDING_MENU_ITEMS}
        variant="landing"
        wide
        visitorActions={<VisitorActions onLogin={() => setDialogMode('login')} onRegister={openRegister} />}
      />
      <StyledMain id="main" tabIndex={-1}>
        {landingState.unauthorized ? (
          <StyledNotice>
            <Alert severity="warning">
              <Trans>You are not allowed to open that page.</Trans>
            </Alert>
          </StyledNotice>
        ) : null}
        <Hero onRegister={openRegister} />
        <Features />
        <StatsBanner />
        <Testimonials />
        <CallToAction onRegister={openRegister} />
      </StyledMain>
      <Footer wide />
      {dialogMode ? (
        <ApolloBoundary>
          <AuthDialog mode={dialogMode} onModeChange={setDialogMode} onClose={closeDialog} from={landingState.from} />
        </ApolloBoundary>
      ) : null}
    </AccentScope>
  );
}
