import { useSyncExternalStore } from 'react';

// True on a page React renders itself; main.tsx sets it false before hydrating a prerendered one.
let hydrated = true;
let flipping = false;
const listeners = new Set<() => void>();

/** main.tsx, before hydrating: the page's controls stay disabled until React has taken it over. */
export function markHydrating(): void {
  hydrated = false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Subscribed in hydration's effects: the controls come alive in the next task, a render of their own
  // rather than one more inside the effects' task (a long one on a phone).
  if (!hydrated && !flipping) {
    flipping = true;
    setTimeout(() => {
      hydrated = true;
      listeners.forEach((notify) => notify());
    });
  }
  return () => listeners.delete(listener);
}

/**
 * False in the prerendered HTML and while React hydrates it, when a control has no handler yet
 * and a tap would be lost; true from then on, and at once on a page React renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
