import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // The catalogue test runs in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
