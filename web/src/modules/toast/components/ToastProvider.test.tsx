import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/modules/toast/hooks/useToast';
import { renderApp } from '@/test/render-app';

function SaveButton() {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast({ message: 'Payment receipt submitted successfully.' })}>
      save
    </button>
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('show a success message that closes itself after 6 seconds', () => {
    renderApp(<SaveButton />);

    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByRole('status').textContent).toContain('Payment receipt submitted successfully.');

    act(() => vi.advanceTimersByTime(5_999));
    expect(screen.queryByText('Payment receipt submitted successfully.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Payment receipt submitted successfully.')).toBeNull();
  });

  it('close on Escape and on their close button', () => {
    renderApp(<SaveButton />);

    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByText('Payment receipt submitted successfully.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Payment receipt submitted successfully.')).toBeNull();
  });

  it('cannot be used outside their provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(() => render(<SaveButton />)).toThrow('useToast must be used within a ToastProvider');
  });
});
