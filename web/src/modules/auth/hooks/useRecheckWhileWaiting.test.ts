import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  useRecheckWhileWaiting,
  WAITING_RECHECK_INTERVAL_MS,
} from '@/modules/auth/hooks/useRecheckWhileWaiting';

function showPage(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('/pending asking again whether staff have decided', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    // Back to jsdom's own answer.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('asks every minute while the page is in view, and not while it is hidden', () => {
    const recheck = vi.fn();
    renderHook(() => useRecheckWhileWaiting(recheck));

    vi.advanceTimersByTime(WAITING_RECHECK_INTERVAL_MS - 1);
    expect(recheck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(recheck).toHaveBeenCalledTimes(1);

    showPage('hidden');
    vi.advanceTimersByTime(3 * WAITING_RECHECK_INTERVAL_MS);
    expect(recheck).toHaveBeenCalledTimes(1);
  });

  it('asks when the student comes back to the page, and stops once the page is gone', () => {
    const recheck = vi.fn();
    const { unmount } = renderHook(() => useRecheckWhileWaiting(recheck));

    showPage('hidden');
    showPage('visible');
    window.dispatchEvent(new Event('focus'));
    expect(recheck).toHaveBeenCalledTimes(2);

    unmount();
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(WAITING_RECHECK_INTERVAL_MS);
    expect(recheck).toHaveBeenCalledTimes(2);
  });
});
