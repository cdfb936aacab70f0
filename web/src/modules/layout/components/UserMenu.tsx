import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAccountActions } from '@/modules/layout/hooks/useAccountActions';
import { Tooltip } from '@/modules/ui/components/Tooltip';

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledAvatarButton = styled.button`
  inline-size: 40px;
  block-size: 40px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 0;
  background: var(--accent);
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: 700;
  cursor: pointer;
`;

const StyledMenu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  inset-block-start: calc(100% + 8px);
  min-inline-size: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1, 0)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  z-index: ${({ theme }) => theme.zIndex.drawer};
`;

const StyledMenuItem = styled.button`
  display: block;
  inline-size: 100%;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border: 0;
  background: transparent;
  text-align: start;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface UserMenuProps {
  initial: string;
  /** Not approved yet: only Logout leads anywhere. */
  approved: boolean;
  /** The avatar button's tooltip and accessible name; 'Open settings' by default (docs/product-rules.md). */
  tooltip?: string;
}

/** My Account, Change Password and Logout; arrow keys move between items, Escape closes. */
export function UserMenu({ initial, approved, tooltip }: UserMenuProps) {
  const { t } = useLingui();
  const buttonLabel = tooltip ?? t`Open settings`;
  const items = useAccountActions(approved);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const index = entries.findIndex((entry) => entry === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      entries[(index + 1) % entries.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      entries[(index - 1 + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <StyledWrapper>
      {/* The tooltip's text is already the button's name: describing it again would make screen readers say it twice. */}
      <Tooltip title={buttonLabel} align="end" suppressed={open}>
        {() => (
          <StyledAvatarButton
            ref={button}
            type="button"
            aria-label={buttonLabel}
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {initial}
          </StyledAvatarButton>
        )}
      </Tooltip>
      {open ? (
        <StyledMenu id={menuId} ref={menu} role="menu" onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <StyledMenuItem
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  void item.run();
                }}
              >
                {item.label}
              </StyledMenuItem>
            </li>
          ))}
        </StyledMenu>
      ) : null}
    </StyledWrapper>
  );
}
