import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kilobytes,
  MEASURED_ROUTES,
  routeInitialChunks,
  sizeOf,
  totalBrotli,
  type MeasuredRoute,
} from '../scripts/bundle-size.ts';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, WEB_DIST_DIR, type E2ePlatform } from './harness/e2e-platform.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';

// The language catalogues are loaded lazily, one per language (`messages-*.js`).
const CATALOGUE_CHUNK = /^assets\/messages-[\w-]+\.js$/;
// Raised knowingly from 6 KiB for issue 13's student pages (password reset, verification, my data,
// saved scholarships, the applications' next steps): the French one measured 6.5 KiB with them all;
// and from 7 KiB for issue 29's payments (the fee, its reference, how to pay, the statuses): 7.3 KiB.
// The landing's JavaScript budget below gives back what this takes, so their sum stays 110 KiB.
const CATALOGUE_BUDGET_BYTES = 7.5 * 1024;

/**
 * The JavaScript each route needs before it renders, in brotli bytes as the bff sends it, language
 * catalogues apart. Measured when set (landing 110.8 KiB, the list 188.5, a scholarship 186.8, the
 * console 200.7) with a little room: raise one only knowingly. The landing's was 187.8 KB gzipped
 * (about 160 KiB brotli) with Apollo Client in the entry chunk.
 */
const BROTLI_BUDGETS: Record<MeasuredRoute, number> = {
  // The landing's goal is 110 KiB with its language catalogue (at most CATALOGUE_BUDGET_BYTES, above):
  // 97.6 KiB since React Router runs in declarative mode (app/app-router.tsx), 110.8 with its data router.
  '/': 110 * 1024 - CATALOGUE_BUDGET_BYTES,
  // Raised knowingly from 184, 198 and 180 KiB when some 60 small chunks became a dozen
  // (vite.config.ts, CHUNK_GROUPS): on a phone's network each file costs a round trip, and the
  // student pages now share one chunk of what two of them use, whole, the console included.
  '/bourses': 192 * 1024,
  '/bourses/:id': 192 * 1024,
  // Raised knowingly from 204 KiB for issue 30: every sign-in may now ask a second factor and any
  // sensitive call may ask the password again (the link, the host, the reset's second step), 205.2
  // measured; the screens themselves load with the account-security chunk. And from 207 KiB for issue 33
  // (4 bytes were left): the card payment's two return pages in the one route table, "Pay by card" in the
  // payment summary the pages share, the card's enums and the payment page's card fields, 207.3 measured;
  // the button, the pages and the attempts list themselves load lazily.
  '/admin': 208 * 1024,
};

let platform: E2ePlatform;
let browser: Browser;
let scholarshipId: number;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  ({ id: scholarshipId } = await createScholarship(platform.api, {}, { fr: { title: 'Bourse Rabat pour le droit' } }));
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('each route stays within its JavaScript budget', () => {
  it.each(MEASURED_ROUTES)('%s, in brotli bytes', (route) => {
    const chunks = routeInitialChunks(WEB_DIST_DIR, route);

    const total = totalBrotli(chunks);

    expect(total, `${route}: ${kilobytes(total)} brotli`).toBeLessThanOrEqual(BROTLI_BUDGETS[route]);
  });

  it('keeps Apollo Client, the staff console’s operations and GraphiQL out of the landing page', () => {
    const code = routeInitialChunks(WEB_DIST_DIR, '/')
      .map((chunk) => readFileSync(path.join(WEB_DIST_DIR, chunk.file), 'utf8'))
      .join('\n');

    // Chunk names in Vite's preload map are addresses, not code: only the code is searched.
    const withoutChunkNames = code.replace(/"assets\/[\w.-]+\.js"/g, '""');
    for (const name of ['StaffUsers', 'StaffApplications', 'StaffScholarship', 'StaffDashboard', 'graphiql-', 'InMemoryCache'])
      expect(withoutChunkNames, name).not.toContain(name);
  });
});

describe('what the browser downloads', () => {
  const pages: [MeasuredRoute, () => string, RegExp][] = [
    ['/', () => '/', /Bourses|bourse/i],
    ['/bourses', () => '/bourses', /Bourse Rabat pour le droit/],
    ['/bourses/:id', () => `/bourses/${scholarshipId}`, /Bourse Rabat pour le droit/],
  ];

  it.each(pages)('on %s: its own chunks, compressed, and the French catalogue', async (route, address, shown) => {
    const expected = new Set(routeInitialChunks(WEB_DIST_DIR, route).map((chunk) => chunk.file));
    const { context, page } = await openSession(browser, platform.webUrl, 'fr');
    const scripts: string[] = [];
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname.slice(1);
      scripts.push(file);
      encodings.set(file, response.headers()['content-encoding']);
    });

    await page.goto(address());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(shown).first().waitFor();
    await waitForQuietNetwork(page);

    const unexpected = scripts.filter((file) => !expected.has(file) && !CATALOGUE_CHUNK.test(file));
    expect(unexpected).toEqual([]);
    const catalogues = scripts.filter((file) => CATALOGUE_CHUNK.test(file));
    expect(catalogues).toHaveLength(1);
    expect(totalBrotli(catalogues.map((file) => sizeOf(WEB_DIST_DIR, file)))).toBeLessThan(CATALOGUE_BUDGET_BYTES);
    // The build keeps no copy of a file that compression would not shrink (the tiniest chunks).
    const compressible = scripts.filter((file) => existsSync(path.join(WEB_DIST_DIR, `${file}.br`)));
    expect(compressible.length).toBeGreaterThan(0);
    for (const file of compressible) expect(encodings.get(file), file).toBe('br');
    await context.close();
  });
});
