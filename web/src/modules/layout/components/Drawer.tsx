import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledPanel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: 80vw;
  max-inline-size: ${({ theme }) => theme.sizes.drawer};
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow-y: auto;
`;

const StyledClose = styled.button`
  align-self: flex-end;
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.title};
  cursor: pointer;
`;

export interface DrawerProps {
  onClose: () => void;
  children: ReactNode;
}

/** Slide-out panel (at most 300 px) for small screens; Escape or the backdrop closes it. */
export function Drawer({ onClose, children }: DrawerProps) {
  const { t } = useLingui();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  // In a portal: the sticky header's transform would otherwise confine `position: fixed` to the header.
  return createPortal(
    <>
      <StyledBackdrop onClick={onClose} />
      <StyledPanel role="dialog" aria-modal="true" aria-label={t`Menu`}>
        <StyledClose ref={close} type="button" aria-label={t`Close menu`} onClick={onClose}>
          ×
        </StyledClose>
        {children}
      </StyledPanel>
    </>,
    document.body,
  );
}
