import { useEffect, useState } from 'react';

const HEADER_HIDE_THRESHOLD_PX = 100;

/** True while the page scrolls down past the threshold; scrolling up shows the header again. */
export function useHideOnScroll(threshold = HEADER_HIDE_THRESHOLD_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > threshold && y > lastY);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
