import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { MenuItem } from '@/modules/layout/utils/menu-items';

const StyledList = styled.ul<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkStyle = css`
  display: block;
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  &.active {
    color: var(--accent);
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const StyledLink = styled(NavLink)`
  ${linkStyle}
`;

const StyledAnchor = styled.a`
  ${linkStyle}
`;

export interface NavLinksProps {
  items: readonly MenuItem[];
  label: string;
  vertical?: boolean;
  onNavigate?: () => void;
}

export function NavLinks({ items, label, vertical = false, onNavigate }: NavLinksProps) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={label}>
      <StyledList $vertical={vertical}>
        {items.map((item) => (
          <li key={item.href}>
            {item.href.startsWith('#') ? (
              // In-page anchors of the landing page: the browser scrolls to them.
              <StyledAnchor href={item.href} onClick={onNavigate}>
                {i18n._(item.label)}
              </StyledAnchor>
            ) : (
              <StyledLink to={item.href} onClick={onNavigate}>
                {i18n._(item.label)}
              </StyledLink>
            )}
          </li>
        ))}
      </StyledList>
    </nav>
  );
}
