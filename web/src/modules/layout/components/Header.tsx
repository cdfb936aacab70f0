import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@/modules/auth/hooks/useSession';
import { LanguageSelector } from '@/modules/i18n/components/LanguageSelector';
import { NavLinks } from '@/modules/layout/components/NavLinks';
import { useHideOnScroll } from '@/modules/layout/hooks/useHideOnScroll';
import { menuItemsFor, type MenuItem } from '@/modules/layout/utils/menu-items';
import { below } from '@/modules/theme/theme';
import { useHydrated } from '@/modules/ui/hooks/useHydrated';

const DEFAULT_TITLE = 'WLB';

// Loaded when needed, not with every page: the drawer when opened, the account's menu when signed in.
const Drawer = lazy(async () => ({ default: (await import('@/modules/layout/components/Drawer')).Drawer }));
const DrawerAccountActions = lazy(async () => ({
  default: (await import('@/modules/layout/components/DrawerAccountActions')).DrawerAccountActions,
}));
const UserMenu = lazy(async () => ({
  default: (await import('@/modules/layout/components/UserMenu')).UserMenu,
}));
// A student's unread messages: it talks GraphQL, so it never loads with a visitor's page.
const MessagesLink = lazy(async () => ({
  default: (await import('@/modules/layout/components/MessagesLink')).MessagesLink,
}));

const StyledHeader = styled.header<{ $hidden: boolean; $landing: boolean }>`
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme, $landing }) => ($landing ? theme.colors.surface : theme.colors.background)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  transform: translateY(${({ $hidden }) => ($hidden ? '-100%' : '0')});
  transition: transform ${({ theme }) => theme.transitions.medium};
`;

const StyledBar = styled.div<{ $wide: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  max-inline-size: ${({ theme, $wide }) => ($wide ? 'none' : theme.sizes.content)};
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

/** Wraps onto a second line, ending where the first does, rather than push the page wider (the landing's links at 900 px). */
const StyledWide = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  margin-inline-start: auto;
  ${below('medium')} {
    display: none;
  }
`;

/** The avatar's place while its menu loads, so that nothing beside it moves. */
const StyledAccountPlaceholder = styled.span`
  inline-size: 40px;
  block-size: 40px;
`;

const StyledNarrowOnly = styled.div`
  display: none;
  ${below('medium')} {
    display: contents;
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
  /** The whole width of the screen, as the staff console's tables need, instead of the content column. */
  wide?: boolean;
}

/** Sticky header that hides while scrolling down past 100 px; a drawer holds the links on small screens. */
export function Header({ links, variant, visitorActions, title = DEFAULT_TITLE, wide = false }: HeaderProps) {
  const { t } = useLingui();
  const session = useSession();
  const hidden = useHideOnScroll();
  const hydrated = useHydrated();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const signedIn = session.status === 'signedIn' ? session : null;
  const items = menuItemsFor(links, session);
  const initial = (signedIn?.user?.firstName || signedIn?.user?.email || '?').charAt(0).toUpperCase();
  // Approved or not: a student waiting for approval asks the platform team their questions there.
  const messages =
    variant === 'app' && signedIn?.role === 'CLIENT' && signedIn.user?.isVerified !== false ? (
      <Suspense fallback={null}>
        <MessagesLink />
      </Suspense>
    ) : null;
  const account = signedIn ? (
    <Suspense fallback={<StyledAccountPlaceholder />}>
      <UserMenu initial={initial} approved={signedIn.isApproved} />
    </Suspense>
  ) : (
    visitorActions
  );

  return (
    <StyledHeader $hidden={hidden && !drawerOpen} $landing={variant === 'landing'}>
      <StyledBar $wide={wide}>
        <StyledTitle to="/">{title}</StyledTitle>
        <StyledWide>
          <NavLinks items={items} label={t`Main menu`} />
          <LanguageSelector />
          {messages}
          {account}
        </StyledWide>
        <StyledMenuButton
          type="button"
          aria-label={t`Open menu`}
          aria-expanded={drawerOpen}
          disabled={!hydrated}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden size={28} />
        </StyledMenuButton>
        {/* On a phone, beside the menu button: the count stays in sight. */}
        <StyledNarrowOnly>{messages}</StyledNarrowOnly>
      </StyledBar>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <Drawer onClose={closeDrawer}>
            <NavLinks items={items} label={t`Main menu`} vertical onNavigate={closeDrawer} />
            <LanguageSelector />
            {signedIn ? (
              <DrawerAccountActions approved={signedIn.isApproved} onDone={closeDrawer} />
            ) : (
              visitorActions
            )}
          </Drawer>
        </Suspense>
      ) : null}
    </StyledHeader>
  );
}
