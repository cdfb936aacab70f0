import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadDirectionPlugins } from '@/modules/theme/direction-plugins';

// Loaded once, so that screens render in Arabic at once as in the app, where LanguageRoot loads it first.
await loadDirectionPlugins('rtl');

// The files of a worker share one jsdom and their modules (vite.config.ts, isolate: false): each test
// leaves the page, the storage and the globals as it found them.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The catalogue test runs in Node, without a window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
