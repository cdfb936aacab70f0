import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { below } from '@/modules/theme/theme';

// What Tab reaches: never a control taken out of the tab order, such as the file input behind a drop zone.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');
const FIELD = 'INPUT, SELECT, TEXTAREA';

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
  padding: ${({ theme }) => theme.spacing(2)};
  ${below('small')} {
    padding: 0;
  }
`;

const StyledPanel = styled.div`
  position: relative;
  inline-size: min(${({ theme }) => theme.sizes.dialog}, 100%);
  max-block-size: calc(100vh - 32px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.spacing(3)};
  ${below('small')} {
    inline-size: 100%;
    block-size: 100%;
    max-block-size: none;
    border-radius: 0;
  }
`;

const StyledClose = styled.button`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.spacing(1)};
  inset-inline-end: ${({ theme }) => theme.spacing(1)};
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.title};
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTitle = styled.h2`
  margin-block: 0 ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: traps focus while open, closes on Escape, gives focus back to where it was. */
export function Dialog({ title, onClose, children }: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    // The first field, else the first control after the close button (a drop zone, a choice).
    const controls = focusables();
    const content = controls.filter((element) => element !== closeButton.current);
    (content.find((element) => element.matches(FIELD)) ?? content[0] ?? closeButton.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const elements = focusables();
      const first = elements[0];
      const last = elements.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <StyledBackdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <StyledPanel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <StyledClose ref={closeButton} type="button" aria-label={t`Close`} onClick={onClose}>
          ×
        </StyledClose>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        {children}
      </StyledPanel>
    </StyledBackdrop>,
    document.body,
  );
}
