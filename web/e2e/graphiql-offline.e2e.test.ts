import { createScholarship } from '@bourses/api/test/factories/scholarships';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';

// A developer on a closed network: nothing but the platform answers. Apollo's sandbox needs its CDN;
// the bundled GraphiQL at /graphiql must still load the schema and run the README's first query.

const TITLE = 'Bourse hors ligne de Fès';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

let platform: E2ePlatform;
let browser: Browser;
beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  await createScholarship(platform.api, {}, { fr: { title: TITLE } });
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('GraphiQL at /graphiql with no internet access', () => {
  it('loads the schema’s documentation and runs the first example query', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, 'en');
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (LOCAL_HOSTS.has(url.hostname)) return route.continue();
      blocked.push(url.href);
      return route.abort('internetdisconnected');
    });
    try {
      // The page first reads the schema (introspection); a query runs once it has it.
      const schemaRead = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/graphql');
      await page.goto('/graphiql');
      await schemaRead;
      await page.locator('.graphiql-query-editor').getByText('FirstScholarships').waitFor();
      await page.getByRole('button', { name: /execute query/i }).click();
      const response = page.locator('.graphiql-response');
      await expect.poll(() => response.innerText(), { timeout: 15_000 }).toContain(TITLE);

      await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
      const explorer = page.locator('.graphiql-doc-explorer');
      await explorer.getByText('Query', { exact: true }).first().click();
      await explorer.getByText('scholarships', { exact: true }).first().click();
      await expect.poll(() => explorer.innerText(), { timeout: 15_000 }).toContain('Scholarships per page (100 at most).');

      expect(await response.innerText()).toContain('"pagination"');
      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
