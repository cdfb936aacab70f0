import { useEffect, useRef, useState } from 'react';

/** What the last copy did: nothing yet, copied, or refused (no clipboard, or the browser said no). */
export type CopyState = 'idle' | 'copied' | 'failed';

// Long enough to be read and announced, short enough that a second copy says "copied" again.
const SHOWN_MS = 4000;

/** Copies a text to the clipboard on a click, and says for a few seconds whether it worked. */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      // Absent outside a secure context (http on a LAN address): that is a failure too.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), SHOWN_MS);
  };
  return { copy, state };
}
