import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHideOnScroll } from '@/modules/layout/hooks/useHideOnScroll';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the header on scroll', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('stays while scrolling down the first 100 px', () => {
    const { result } = renderHook(() => useHideOnScroll());

    scrollTo(60);
    scrollTo(100);

    expect(result.current).toBe(false);
  });

  it('hides when scrolling down past 100 px and comes back when scrolling up', () => {
    const { result } = renderHook(() => useHideOnScroll());

    scrollTo(80);
    scrollTo(140);
    expect(result.current).toBe(true);

    scrollTo(120);
    expect(result.current).toBe(false);
  });
});
