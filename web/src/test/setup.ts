import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDirectionPlugins } from '@/modules/theme/direction-plugins';

// Loaded once, so that screens render in Arabic at once as in the app, where LanguageRoot loads it first.
await loadDirectionPlugins('rtl');

afterEach(() => {
  cleanup();
  // The catalogue test runs in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
