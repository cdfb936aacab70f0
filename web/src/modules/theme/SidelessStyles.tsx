import type { ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';

const NO_PLUGINS: [] = [];

/**
 * For global styles that name no side (`:root` variables, resets): written without the right-to-left
 * plugin. A global style is processed again on every page's start, even hydrated, and cssjanus's first
 * run (compiling its expressions) held a phone's main thread 80 ms during an Arabic page's hydration.
 */
export function SidelessStyles({ children }: { children: ReactNode }) {
  return <StyleSheetManager stylisPlugins={NO_PLUGINS}>{children}</StyleSheetManager>;
}
