import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * How a file picker tells the form around it of the chosen files it is still preparing (a photo made
 * small takes seconds on a phone): +n when n are chosen, -1 as each is handed on (usePreparedFiles).
 */
const PreparingFilesContext = createContext<(change: number) => void>(() => {});

export const PreparingFilesProvider = PreparingFilesContext.Provider;

export const useCountPreparingFiles = () => useContext(PreparingFilesContext);

/**
 * A form whose submit waits for the files its pickers are still preparing, then goes on with every
 * file: a tap on Send while a photo is being made small neither says the document is missing nor sends
 * without it. The form passes `countPreparing` to its pickers (PreparingFilesProvider), its element to
 * `form`, and starts its submit with `if (deferSubmit()) return;`.
 */
export function useSubmitWhenFilesReady() {
  const form = useRef<HTMLFormElement>(null);
  const [preparingCount, setPreparingCount] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const countPreparing = useCallback((change: number) => setPreparingCount((count) => count + change), []);

  // Once the last file is handed on, the submit is made again: that render holds every file.
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
