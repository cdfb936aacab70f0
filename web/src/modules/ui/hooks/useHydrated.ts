import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, when a control has no handler yet
 * and a tap would be lost; true from then on, and at once on a page React renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
