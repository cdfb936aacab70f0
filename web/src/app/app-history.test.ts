import { describe, expect, it } from 'vitest';
import { createAppHistory } from '@/app/app-router';

// A navigation changes the address once the next page's chunk has arrived, as with a page loaded from
// the server: until then the previous page stays, address included.
describe("the app's history", () => {
  it('changes the address once the next page can show', async () => {
    const history = createAppHistory(window);
    const before = window.history.length;

    history.push('/cookies');

    expect(window.location.pathname).not.toBe('/cookies');
    await expect.poll(() => window.location.pathname).toBe('/cookies');
    expect(window.history.length).toBe(before + 1);
  });

  it('keeps only the latest of two navigations still loading', async () => {
    const history = createAppHistory(window);
    const before = window.history.length;

    history.push('/privacy-policy');
    history.push('/terms');

    await expect.poll(() => window.location.pathname).toBe('/terms');
    // The first never became an entry of its own.
    expect(window.history.length).toBe(before + 1);
  });
});
