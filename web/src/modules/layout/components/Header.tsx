import { useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@/modules/auth/hooks/useSession';
import { LanguageSelector } from '@/modules/i18n/components/LanguageSelector';
import { Drawer } from '@/modules/layout/components/Drawer';
import { DrawerAccountActions } from '@/modules/layout/components/DrawerAccountActions';
import { NavLinks } from '@/modules/layout/components/NavLinks';
import { UserMenu } from '@/modules/layout/components/UserMenu';
import { useHideOnScroll } from '@/modules/layout/hooks/useHideOnScroll';
import { visibleMenuItems, type MenuItem } from '@/modules/layout/utils/menu-items';
import { below } from '@/modules/theme/theme';

const DEFAULT_TITLE = 'WLB';

const StyledHeader = styled.header<{ $hidden: boolean; $landing: boolean }>`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme, $landing }) => ($landing ? theme.colors.surface : theme.colors.background)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  transform: translateY(${({ $hidden }) => ($hidden ? '-100%' : '0')});
  transition: transform ${({ theme }) => theme.transitions.medium};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  max-inline-size: ${({ theme }) => theme.sizes.content};
  min-block-size: ${({ theme }) => theme.sizes.header};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.spacing(2)};
`;

const StyledTitle = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: 800;
  color: var(--accent);
  text-decoration: none;
`;

const StyledWide = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-inline-start: auto;
  ${below('medium')} {
    display: none;
  }
`;

const StyledMenuButton = styled.button`
  display: none;
  margin-inline-start: auto;
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.title};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  ${below('medium')} {
    display: inline-block;
  }
`;

export interface HeaderProps {
  links: readonly MenuItem[];
  variant: 'landing' | 'app';
  /** Shown instead of the account menu to visitors (e.g. Login and Register). */
  visitorActions?: ReactNode;
  title?: string;
}

/** Sticky header that hides while scrolling down past 100 px; a drawer holds the links on small screens. */
export function Header({ links, variant, visitorActions, title = DEFAULT_TITLE }: HeaderProps) {
  const { t } = useLingui();
  const session = useSession();
  const hidden = useHideOnScroll();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const signedIn = session.status === 'signedIn' ? session : null;
  // An account waiting for approval only reaches /pending: links elsewhere would only bounce back.
  const items = signedIn && !signedIn.isApproved ? [] : visibleMenuItems(links, signedIn?.role ?? null);
  const initial = (signedIn?.user?.firstName || signedIn?.user?.email || '?').charAt(0).toUpperCase();
  const account = signedIn ? <UserMenu initial={initial} approved={signedIn.isApproved} /> : visitorActions;

  return (
    <StyledHeader $hidden={hidden && !drawerOpen} $landing={variant === 'landing'}>
      <StyledBar>
        <StyledTitle to="/">{title}</StyledTitle>
        <StyledWide>
          <NavLinks items={items} label={t`Main menu`} />
          <LanguageSelector />
          {account}
        </StyledWide>
        <StyledMenuButton
          type="button"
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          ☰
        </StyledMenuButton>
      </StyledBar>
      {drawerOpen ? (
        <Drawer onClose={closeDrawer}>
          <NavLinks items={items} label={t`Main menu`} vertical onNavigate={closeDrawer} />
          <LanguageSelector />
          {signedIn ? <DrawerAccountActions approved={signedIn.isApproved} onDone={closeDrawer} /> : visitorActions}
        </Drawer>
      ) : null}
    </StyledHeader>
  );
}
