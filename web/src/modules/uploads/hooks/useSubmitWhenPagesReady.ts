import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * How a drop zone tells the form around it of the chosen files it is still preparing (a photo made
 * small takes seconds on a phone): +n when n are chosen, -1 as each is handed on.
 */
const PreparingPagesContext = createContext<(change: number) => void>(() => {});

export const PreparingPagesProvider = PreparingPagesContext.Provider;

export const useCountPreparingPages = () => useContext(PreparingPagesContext);

/**
 * A form whose submit waits for the pages its drop zones are still preparing, then goes on with every
 * page: a tap on Send while a photo is being made small neither says the document is missing nor sends
 * without it. The form passes `countPreparing` to its zones (PreparingPagesProvider), its element to
 * `form`, and starts its submit with `if (deferSubmit()) return;`.
 */
export function useSubmitWhenPagesReady() {
  const form = useRef<HTMLFormElement>(null);
  const [preparingCount, setPreparingCount] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const countPreparing = useCallback((change: number) => setPreparingCount((count) => count + change), []);

  // Once the last page is handed on, the submit is made again: that render holds every page.
  useEffect(() => {
    if (!waiting || preparingCount > 0) return;
    setWaiting(false);
    form.current?.requestSubmit();
  }, [waiting, preparingCount]);

  const deferSubmit = () => {
    if (preparingCount === 0) return false;
    setWaiting(true);
    return true;
  };
  return { form, countPreparing, preparing: preparingCount > 0, waiting, deferSubmit };
}
