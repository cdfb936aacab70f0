import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '@/modules/theme/ThemeRoot';
import { Tooltip } from '@/modules/ui/components/Tooltip';

function renderTooltip(options: { disabled?: boolean } = {}) {
  render(
    <ThemeRoot direction="ltr">
      <Tooltip title="Why this is so" controlDisabled={options.disabled}>
        {(describedBy) => (
          <button type="button" disabled={options.disabled} aria-describedby={describedBy}>
            Apply Now
          </button>
        )}
      </Tooltip>
    </ThemeRoot>,
  );
  return screen.getByRole('button', { name: 'Apply Now' });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the tooltip', () => {
  it('shows after the pointer rests 100 ms on the control, and hides when it leaves', () => {
    const button = renderTooltip();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    advance(99);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    expect(screen.getByRole('tooltip').textContent).toBe('Why this is so');

    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not show when the pointer only passes over the control', () => {
    const button = renderTooltip();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    advance(50);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    advance(200);

    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows after a 700 ms touch press, not after a quick tap', () => {
    const button = renderTooltip();

    fireEvent.pointerDown(button, { pointerType: 'touch' });
    advance(300);
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    advance(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerDown(button, { pointerType: 'touch' });
    advance(699);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    fireEvent.pointerUp(button, { pointerType: 'touch' });
    expect(screen.getByRole('tooltip').textContent).toBe('Why this is so');
  });

  it('shows on keyboard focus, describes the control, and hides on Escape', () => {
    const button = renderTooltip();

    act(() => button.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('hides when the focus moves on', () => {
    const button = renderTooltip();
    act(() => button.focus());

    act(() => button.blur());

    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('tells keyboard users why a disabled control is disabled, through a focusable anchor', () => {
    const button = renderTooltip({ disabled: true });
    const anchor = button.parentElement;
    if (!anchor) throw new Error('the button has no anchor');

    act(() => anchor.focus());

    expect(document.activeElement).toBe(anchor);
    expect(anchor.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });
});
