import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kilobytes, landingInitialChunks, sizeOf, totalGzip } from '../scripts/bundle-size.ts';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, WEB_DIST_DIR, type E2ePlatform } from './harness/e2e-platform.ts';

/**
 * Budget for the JavaScript a visitor downloads before the landing page renders, gzipped. Set from
 * the measurement when it was written (about 185 KB, most of it React, Apollo Client and React
 * Router in the entry chunk) with some room: raise it only knowingly.
 */
const LANDING_JS_BUDGET_BYTES = 200 * 1024;

// The language catalogues are loaded lazily, one per language (`messages-*.js`).
const CATALOGUE_CHUNK = /^assets\/messages-[\w-]+\.js$/;

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('the landing page stays light', () => {
  it(`needs under ${kilobytes(LANDING_JS_BUDGET_BYTES)} of gzipped JavaScript before it renders`, () => {
    const chunks = landingInitialChunks(WEB_DIST_DIR);

    const total = totalGzip(chunks);

    expect(total, `landing initial JS ${kilobytes(total)}`).toBeLessThan(LANDING_JS_BUDGET_BYTES);
  });

  it('carries none of the staff console’s operations or of GraphiQL', () => {
    const code = landingInitialChunks(WEB_DIST_DIR)
      .map((chunk) => readFileSync(path.join(WEB_DIST_DIR, chunk.file), 'utf8'))
      .join('\n');

    for (const name of ['StaffUsers', 'StaffApplications', 'StaffScholarship', 'StaffDashboard', 'graphiql-'])
      expect(code, name).not.toContain(name);
  });

  it('downloads only its own chunks and the French catalogue in the browser, not the other routes', async () => {
    const expected = new Set(landingInitialChunks(WEB_DIST_DIR).map((chunk) => chunk.file));
    const { context, page } = await openSession(browser, platform.webUrl, 'fr');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname.slice(1));
    });

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    const unexpected = scripts.filter((file) => !expected.has(file) && !CATALOGUE_CHUNK.test(file));
    expect(unexpected).toEqual([]);
    expect(scripts.filter((file) => CATALOGUE_CHUNK.test(file))).toHaveLength(1);
    const downloaded = totalGzip(scripts.map((file) => sizeOf(WEB_DIST_DIR, path.normalize(file))));
    expect(downloaded, `downloaded ${kilobytes(downloaded)}`).toBeLessThan(LANDING_JS_BUDGET_BYTES);
    await context.close();
  });
});
