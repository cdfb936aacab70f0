import { createScholarship } from '@bourses/api/test/factories/scholarships';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { openPage } from './harness/page-state.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';

// The public pages arrive painted: their text is in the HTML before any script runs, the scripts then
// take the page over without a hydration error, and nothing jumps while the data arrives.

const HERO_TITLE: Record<Language, string> = {
  fr: 'Votre bourse, du Maroc vers le monde',
  ar: 'منحتك، من المغرب إلى العالم',
  en: 'Your scholarship, from Morocco to the world',
};

// A page's layout shift may reach this (the goal of docs/performance.md): a number, not a time.
const MAX_LAYOUT_SHIFT = 0.02;

let platform: E2ePlatform;
let browser: Browser;
let scholarshipIds: number[];
beforeAll(async () => {
  platform = await startE2ePlatform();
  browser = await launchChromium();
  scholarshipIds = [];
  for (let i = 0; i < 12; i += 1) {
    const scholarship = await createScholarship(platform.api, { country: i % 2 ? 'FR' : 'CA' }, {
      ar: { title: `منحة رقم ${i + 1}`, description: 'منحة دراسية للطلاب المغاربة في الخارج.' },
    });
    scholarshipIds.push(scholarship.id);
  }
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** Every error the page reports: console errors (React's hydration warnings among them) and uncaught ones. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The name of every GraphQL operation the page sends, as it sends them. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') operations.push(String(request.postDataJSON()?.operationName));
  });
  return operations;
}

// Browser-side code as text: the e2e files compile with Node's types, not the DOM's.
const RECORD_LAYOUT_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const layoutShift = (page: Page) => page.evaluate<number>('window.__layoutShift');

describe.each<Language>(['fr', 'ar'])('the public pages in %s', (language) => {
  it("shows the landing's text in the HTML, before any script, in the visitor's language and direction", async () => {
    const context = await browser.newContext({ baseURL: platform.webUrl, javaScriptEnabled: false, locale: language === 'ar' ? 'ar-MA' : 'fr-MA' });
    const page = await context.newPage();

    await page.goto('/');

    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HERO_TITLE[language]);
    // Styled before any script: the hero is laid out, not a bare heading.
    const heroBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heroBox?.height).toBeGreaterThan(0);
    // Its buttons wait for their script, disabled, rather than swallowing a tap.
    const buttons = page.getByRole('button', { includeHidden: true });
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { includeHidden: true, disabled: false }).count()).toBe(0);
    await context.close();
  });

  it('hydrates the landing without an error, and the page answers', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);
    const errors = collectErrors(page);

    await page.goto('/');
    await page.getByRole('banner').getByRole('button').last().waitFor();
    await waitForQuietNetwork(page);
    await page.getByRole('main').getByRole('button').first().click();

    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the list's cards and a scholarship's text in the HTML, before any script", async () => {
    const context = await browser.newContext({ baseURL: platform.webUrl, javaScriptEnabled: false, locale: language === 'ar' ? 'ar-MA' : 'fr-MA' });
    const page = await context.newPage();

    await page.goto('/bourses?country=FR');
    const titles = await page.getByRole('main').getByRole('listitem').getByRole('heading').allTextContents();
    await page.goto(`/bourses/${scholarshipIds[0]}`);
    const detailTitle = await page.getByRole('heading', { level: 1 }).textContent();

    // The filter in the address applies: the six French scholarships.
    expect(titles).toHaveLength(6);
    if (language === 'ar') {
      expect(titles).toContain('منحة رقم 12');
      expect(titles).not.toContain('منحة رقم 1');
      expect(detailTitle).toBe('منحة رقم 1');
    }
    await context.close();
  });

  it('hydrates the list with the data it came with: it is not asked for again', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);
    const errors = collectErrors(page);
    const operations = recordOperations(page);

    await page.goto('/bourses');
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().waitFor();
    await waitForQuietNetwork(page);
    const askedOnLoad = [...operations];
    // Hydrated: the filters answer, and ask for their list (click, not check: the box follows the
    // address, which changes in a transition).
    await page.getByRole('checkbox').first().click();
    await expect.poll(() => operations).toContain('ScholarshipList');

    expect(askedOnLoad).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrates a scholarship's page with the data it came with, and asks again on a later visit", async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);
    const errors = collectErrors(page);
    const operations = recordOperations(page);

    await openPage(page, `/bourses/${scholarshipIds[0]}`);
    await waitForQuietNetwork(page);
    const askedOnLoad = [...operations];
    // To the list and back within the page: the scholarship's query follows its policy again
    // (cache-and-network), and asks the server for what may have changed since.
    await page.locator('main a[href="/bourses"]').first().click();
    await page.waitForURL((url) => url.pathname === '/bourses');
    // The list shown, the scholarship's page gone: going back before would only cancel the way there.
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/bourses/${scholarshipIds[0]}`);
    await expect.poll(() => operations).toContain('ScholarshipDetail');

    expect(askedOnLoad).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the scholarship list still while it loads, on a phone', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    await context.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
    const errors = collectErrors(page);

    await page.goto('/bourses');
    await page.getByRole('main').getByRole('listitem').getByRole('link').first().waitFor();
    await waitForQuietNetwork(page);

    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a scholarship's page still while it loads, on a phone", async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    await context.addInitScript({ content: RECORD_LAYOUT_SHIFTS });
    const errors = collectErrors(page);

    await page.goto(`/bourses/${scholarshipIds[0]}`);
    await page.getByRole('heading', { level: 1, name: language === 'ar' ? 'منحة رقم 1' : /./ }).waitFor();
    await waitForQuietNetwork(page);

    expect(await layoutShift(page)).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
