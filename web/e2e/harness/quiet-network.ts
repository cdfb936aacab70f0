import type { BrowserContext, Page, Request } from 'playwright-core';

/** How long nothing may be asked for before the page counts as settled (as playwright's `networkidle`). */
const QUIET_MS = 500;
const TIMEOUT_MS = 15_000;

interface Traffic {
  pending: Set<Request>;
  lastChange: number;
}

const trafficOf = new WeakMap<Page, Traffic>();

/**
 * Whether the page waits on this request. Not a frame's own document (Chromium's PDF viewer shows a
 * preview's or an attachment's PDF in a frame whose load CDP never reports finished: playwright's
 * `networkidle` then never came, one run in a few), and only what is fetched over http(s) (no blob:,
 * data: or the viewer's chrome-extension: files).
 */
function counts(page: Page, request: Request): boolean {
  if (!/^https?:/.test(request.url())) return false;
  return !(request.isNavigationRequest() && request.frame() !== page.mainFrame());
}

function watch(page: Page): void {
  if (trafficOf.has(page)) return;
  const traffic: Traffic = { pending: new Set(), lastChange: Date.now() };
  trafficOf.set(page, traffic);
  page.on('request', (request) => {
    if (!counts(page, request)) return;
    traffic.pending.add(request);
    traffic.lastChange = Date.now();
  });
  const settle = (request: Request) => {
    if (traffic.pending.delete(request)) traffic.lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
}

/** Follows the requests of every page of the context from now on, its popups too (`openSession` calls it). */
export function trackRequests(context: BrowserContext): void {
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
}

/**
 * Waits until the page has had no request of its own in flight for half a second; a page of a
 * context `trackRequests` does not follow waits for playwright's `networkidle`.
 */
export async function waitForQuietNetwork(page: Page): Promise<void> {
  const traffic = trafficOf.get(page);
  if (!traffic) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const quietFor = Date.now() - traffic.lastChange;
    if (traffic.pending.size === 0 && quietFor >= QUIET_MS) return;
    if (Date.now() > deadline) {
      const urls = [...traffic.pending].map((request) => request.url()).join(', ');
      throw new Error(
        `The page's network was not quiet within ${TIMEOUT_MS} ms; still waiting for: ${urls || '(none, but new requests kept coming)'}`,
      );
    }
    await new Promise((resolve) =>
      setTimeout(resolve, traffic.pending.size === 0 ? QUIET_MS - quietFor : 50),
    );
  }
}
