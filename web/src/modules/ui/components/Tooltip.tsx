import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { TOOLTIP_ENTER_DELAY_MS, TOOLTIP_TOUCH_DELAY_MS } from '@/modules/ui/utils/tooltip-delays';

type TooltipPlacement = 'above' | 'below';
/** Which edge of the control the bubble lines up with, in reading order. */
type TooltipAlign = 'start' | 'end';

const StyledAnchor = styled.span`
  position: relative;
  display: inline-flex;
  /* A disabled control fires no pointer events: let them reach the anchor, which shows the tooltip. */
  & > :disabled {
    pointer-events: none;
  }
`;

const StyledTooltip = styled.span<{ $placement: TooltipPlacement; $align: TooltipAlign }>`
  position: absolute;
  /* Logical sides: in Arabic the bubble lines up with the control's right edge for 'start'. */
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  ${({ $placement, theme }) =>
    $placement === 'above'
      ? css`
          inset-block-end: calc(100% + ${theme.spacing(0.5)});
          &::before {
            inset-block-start: 100%;
          }
        `
      : css`
          inset-block-start: calc(100% + ${theme.spacing(0.5)});
          &::before {
            inset-block-end: 100%;
          }
        `}
  /* Bridges the gap to the control, so the pointer can move onto the bubble without closing it (WCAG 1.4.13). */
  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    block-size: ${({ theme }) => theme.spacing(0.5)};
  }
  inline-size: max-content;
  max-inline-size: ${({ theme }) => theme.sizes.tooltipMax};
  padding: ${({ theme }) => theme.spacing(0.5, 1)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 400;
  line-height: 1.4;
  text-align: start;
  white-space: normal;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  z-index: ${({ theme }) => theme.zIndex.tooltip};
`;

export interface TooltipProps {
  /** The text shown in the bubble. */
  title: string;
  /**
   * Renders the control; `describedBy` is the bubble's id while it shows, for the control's
   * `aria-describedby`.
   */
  children: (describedBy: string | undefined) => ReactNode;
  /**
   * The control is disabled: a disabled button takes no focus, so the anchor becomes focusable
   * instead and carries the description, and keyboard users still learn why.
   */
  controlDisabled?: boolean;
  placement?: TooltipPlacement;
  /** 'end' for a control at the end of a bar, so the bubble stays on the screen. */
  align?: TooltipAlign;
  /** Keeps the bubble away, e.g. while the control's own menu is open beneath it. */
  suppressed?: boolean;
}

/**
 * Shows `title` after 100 ms of hover, at once on keyboard focus, and after a 700 ms touch press
 * (docs/product-rules.md); hides on leave, blur, Escape or a tap elsewhere. Never on the focus a tap
 * gives a control, nor on focus the page moves (back to a button once its dialog closes).
 */
export function Tooltip({
  title,
  children,
  controlDisabled = false,
  placement = 'below',
  align = 'start',
  suppressed = false,
}: TooltipProps) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const openAfter = (delay: number) => {
    cancelPending();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(true);
    }, delay);
  };
  const hide = () => {
    cancelPending();
    setOpen(false);
  };

  // A pending timer must not open the bubble of a control that is gone.
  useEffect(() => cancelPending, []);

  // Escape and a tap elsewhere happen outside the anchor: listen on the document while the bubble shows.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && anchor.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const isTouch = (event: PointerEvent) => event.pointerType === 'touch';
  const showing = open && !suppressed;
  const describedBy = showing ? tooltipId : undefined;

  return (
    <StyledAnchor
      ref={anchor}
      tabIndex={controlDisabled ? 0 : undefined}
      aria-describedby={controlDisabled ? describedBy : undefined}
      onPointerEnter={(event) => {
        if (!isTouch(event)) openAfter(TOOLTIP_ENTER_DELAY_MS);
      }}
      onPointerLeave={(event) => {
        if (!isTouch(event)) hide();
      }}
      onPointerDown={(event) => {
        if (isTouch(event)) openAfter(TOOLTIP_TOUCH_DELAY_MS);
      }}
      // A tap shorter than the touch delay is a plain tap; after a long press the bubble stays until dismissed.
      onPointerUp={cancelPending}
      onPointerCancel={cancelPending}
      onFocus={(event) => {
        // Keyboard focus only: the browser's :focus-visible tells it from a tap's or a script's (issue 28:
        // on a phone, the focus given back after applying opened the bubble over the dates).
        if (!event.target.matches(':focus-visible')) return;
        cancelPending();
        setOpen(true);
      }}
      onBlur={hide}
    >
      {children(describedBy)}
      {showing ? (
        <StyledTooltip id={tooltipId} role="tooltip" $placement={placement} $align={align}>
          {title}
        </StyledTooltip>
      ) : null}
    </StyledAnchor>
  );
}
