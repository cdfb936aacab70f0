import { createScholarship } from '@bourses/api/test/factories/scholarships';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { openPage } from './harness/page-state.ts';

// Countries are ISO codes shown in the page's language, found by their name in any language, and
// French content shown where a translation is missing says it is French (lang="fr", dir="ltr").

const FRANCE: Record<Language, string> = { fr: 'France', ar: 'فرنسا', en: 'France' };
const FRENCH_TITLE = 'Bourse Eiffel pour le master';
const FRENCH_DESCRIPTION = 'Deux ans de master dans une université française.';
const SPANISH_TITLE = 'Bourse Erasmus à Grenade';
const SPANISH_ARABIC_TITLE = 'منحة إيراسموس في غرناطة';

let platform: E2ePlatform;
let browser: Browser;
let frenchId: number;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  // Written in French only: on an Arabic page its texts are French shown as a fallback.
  frenchId = (
    await createScholarship(
      platform.api,
      { country: 'FR', university: 'Université Paris-Saclay' },
      { fr: { title: FRENCH_TITLE, description: FRENCH_DESCRIPTION, longDescription: '<p>Allocation mensuelle.</p>' } },
    )
  ).id;
  await createScholarship(
    platform.api,
    { country: 'ES', university: 'Universidad de Granada' },
    {
      fr: { title: SPANISH_TITLE, description: 'Un semestre en Andalousie.' },
      ar: { title: SPANISH_ARABIC_TITLE, description: 'فصل دراسي في الأندلس.', longDescription: '<p>منحة شهرية.</p>' },
    },
  );
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const cardTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

/** The `lang` and `dir` of an element, to compare at once. */
const languageOf = async (element: ReturnType<Page['locator']>) => [
  await element.getAttribute('lang'),
  await element.getAttribute('dir'),
];

describe.each<Language>(['fr', 'ar'])('countries in %s', (language) => {
  it('names the country on the card and on the scholarship’s page in the page’s language', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);

    await openPage(page, '/bourses');
    const card = page.getByRole('link').filter({ hasText: FRENCH_TITLE });
    await card.waitFor();
    expect(await card.textContent()).toContain(`${FRANCE[language]} · Université Paris-Saclay`);
    await inspectPage(page, language, 'countries-list');

    await openPage(page, `/bourses/${frenchId}`);
    await page.getByRole('heading', { level: 1, name: FRENCH_TITLE }).waitFor();
    await expect.poll(() => page.getByText(FRANCE[language], { exact: true }).isVisible()).toBe(true);
    await inspectPage(page, language, 'countries-detail');

    await context.close();
  });

  it('marks the French texts of a scholarship not translated into the page’s language', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);

    await openPage(page, `/bourses/${frenchId}`);
    const title = page.getByRole('heading', { level: 1, name: FRENCH_TITLE });
    await title.waitFor();
    const description = page.getByText(FRENCH_DESCRIPTION);
    const longDescription = page.getByText('Allocation mensuelle.').locator('..');

    if (language === 'ar') {
      expect(await languageOf(title)).toEqual(['fr', 'ltr']);
      expect(await languageOf(description)).toEqual(['fr', 'ltr']);
      expect(await languageOf(longDescription)).toEqual(['fr', 'ltr']);
    } else {
      expect(await languageOf(title)).toEqual([null, 'auto']);
      expect(await languageOf(description)).toEqual([null, 'auto']);
    }
    await context.close();
  });
});

describe('searching by a country’s name', () => {
  it('finds the French scholarship when an Arabic page searches for فرنسا', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, 'ar');
    await openPage(page, '/bourses');
    await expect.poll(() => cardTitles(page)).toHaveLength(2);

    await page.getByRole('searchbox').fill('فرنسا');
    await page.getByRole('searchbox').press('Enter');

    await page.waitForURL((url) => url.searchParams.get('search') === 'فرنسا');
    await expect.poll(() => cardTitles(page)).toEqual([FRENCH_TITLE]);
    const title = page.getByRole('main').getByRole('heading', { level: 2, name: FRENCH_TITLE });
    expect(await languageOf(title)).toEqual(['fr', 'ltr']);
    await inspectPage(page, 'ar', 'countries-search');
    await context.close();
  });

  it('finds the Spanish scholarship when a French page searches for Espagne, and offers countries by name', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, 'fr');
    await openPage(page, '/bourses?search=Espagne');

    await expect.poll(() => cardTitles(page)).toEqual([SPANISH_TITLE]);
    const countries = await page.getByLabel('Pays').locator('option').allTextContents();
    expect(countries).toEqual(['Tous les pays', 'Espagne', 'France']);
    await context.close();
  });
});
