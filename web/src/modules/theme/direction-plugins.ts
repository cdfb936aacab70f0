import type { StyleSheetManager } from 'styled-components';

export type Direction = 'ltr' | 'rtl';

type StylisPlugins = NonNullable<Parameters<typeof StyleSheetManager>[0]['stylisPlugins']>;

const LTR_PLUGINS: StylisPlugins = [];
let rtlPlugins: StylisPlugins | undefined;
let loadingRtlPlugins: Promise<StylisPlugins> | undefined;

/**
 * The stylis plugins of a direction, loaded first: the right-to-left one (and cssjanus, which it
 * wraps) only for Arabic readers. The same promise on every call.
 */
export function loadDirectionPlugins(direction: Direction): Promise<StylisPlugins> {
  if (direction === 'ltr') return Promise.resolve(LTR_PLUGINS);
  loadingRtlPlugins ??= import('stylis-plugin-rtl').then(
    ({ default: rtlPlugin }) => (rtlPlugins = [rtlPlugin]),
    (error: unknown) => {
      loadingRtlPlugins = undefined;
      throw error;
    },
  );
  return loadingRtlPlugins;
}

/** The plugins when already loaded, else undefined (ThemeRoot then waits for them). */
export const loadedDirectionPlugins = (direction: Direction): StylisPlugins | undefined =>
  direction === 'ltr' ? LTR_PLUGINS : rtlPlugins;
