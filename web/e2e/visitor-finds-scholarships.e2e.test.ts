import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createPendingStudent, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { openPage, waitUntilSettled } from './harness/page-state.ts';
import { signIn } from './harness/sign-in.ts';

// Issue 28: a visitor finds the public catalogue from the landing page (its menu, its hero, its
// footer), dials the support line, clears a search that found nothing, and picks a university
// among the chosen country's only.

const WORDS = {
  fr: {
    scholarships: 'Bourses',
    browse: 'Parcourir les bourses',
    openMenu: 'Ouvrir le menu',
    mainMenu: 'Menu principal',
    login: 'Connexion',
    register: "S'inscrire",
    nothingFound: 'Aucune bourse trouvée.',
    clearFilters: 'Effacer les filtres',
    country: 'Pays',
    university: 'Université',
    allUniversities: 'Toutes les universités',
  },
  ar: {
    scholarships: 'المنح',
    browse: 'تصفّح المنح',
    openMenu: 'فتح القائمة',
    mainMenu: 'القائمة الرئيسية',
    login: 'تسجيل الدخول',
    register: 'التسجيل',
    nothingFound: 'لم يتم العثور على أي منحة.',
    clearFilters: 'مسح عوامل التصفية',
    country: 'البلد',
    university: 'الجامعة',
    allUniversities: 'جميع الجامعات',
  },
} as const satisfies Partial<Record<Language, Record<string, string>>>;

const SUPPORT_PHONE = '+212 5 22 00 00 00';
const PARIS = 'Bourse Paris-Saclay pour le master';
const SORBONNE = 'Bourse Sorbonne pour la licence';
const LAVAL = 'Bourse Laval pour le doctorat';

let platform: E2ePlatform;
let browser: Browser;
let waitingStudent: TestUser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  await createScholarship(
    platform.api,
    { country: 'FR', university: 'Université Paris-Saclay' },
    { fr: { title: PARIS } },
  );
  await createScholarship(
    platform.api,
    { country: 'FR', university: 'Sorbonne Université' },
    { fr: { title: SORBONNE } },
  );
  await createScholarship(
    platform.api,
    { country: 'CA', university: 'Université Laval' },
    { fr: { title: LAVAL } },
  );
  waitingStudent = await createPendingStudent(platform.api, { isVerified: true, verifiedAt: new Date() });
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

/** Lands on the list and sees its scholarships. */
async function expectTheScholarships(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/bourses');
  await expect.poll(async () => (await cardTitles(page)).sort()).toEqual([LAVAL, SORBONNE, PARIS].sort());
}

const SCREENS = [
  ['fr', 'a phone', PHONE_VIEWPORT],
  ['ar', 'a phone', PHONE_VIEWPORT],
  ['fr', 'a desktop', DESKTOP_VIEWPORT],
  ['ar', 'a desktop', DESKTOP_VIEWPORT],
] as const;

describe.each(SCREENS)('a visitor in %s on %s', (language, _screen, viewport) => {
  const words = WORDS[language];
  const onPhone = viewport === PHONE_VIEWPORT;
  // Language, direction, no sideways scroll and no serious axe finding; a screenshot kept.
  const inspect = (page: Page, name: string) =>
    inspectPage(page, language, name, `visitor-${language}-${viewport.width}`);

  it('reaches the scholarships from the landing page’s menu', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);
    await openPage(page, '/');

    if (onPhone) {
      await page.getByRole('banner').getByRole('button', { name: words.openMenu }).click();
      await page.getByRole('dialog').getByRole('link', { name: words.scholarships, exact: true }).click();
    } else {
      // The added link leaves the header on one line: Login and Register side by side.
      const banner = page.getByRole('banner');
      const login = await banner.getByRole('button', { name: words.login, exact: true }).boundingBox();
      const register = await banner.getByRole('button', { name: words.register, exact: true }).boundingBox();
      expect(login?.y).toBe(register?.y);
      await page
        .getByRole('navigation', { name: words.mainMenu })
        .getByRole('link', { name: words.scholarships, exact: true })
        .click();
    }

    await expectTheScholarships(page);
    await context.close();
  });

  it('reaches the scholarships from the hero, beside the button that opens registration', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);
    await openPage(page, '/');
    const hero = page.locator('#home');
    await inspect(page, 'landing');

    expect(await hero.getByRole('button').count()).toBe(1);
    await hero.getByRole('link', { name: words.browse }).click();

    await expectTheScholarships(page);
    await context.close();
  });

  it('reaches the scholarships from the footer, which dials the support line', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');

    const phone = footer.getByRole('link', { name: SUPPORT_PHONE });
    expect(await phone.getAttribute('href')).toBe('tel:+212522000000');
    expect(await phone.getAttribute('dir')).toBe('ltr');
    await footer.getByRole('link', { name: words.scholarships, exact: true }).click();

    await expectTheScholarships(page);
    await context.close();
  });

  it('offers to clear a search that found nothing, and clearing shows the scholarships again', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);
    await openPage(page, '/bourses?open=1&country=CA');
    await expect.poll(() => cardTitles(page)).toEqual([LAVAL]);

    await page.getByRole('searchbox').fill('astrophysique');
    await page.getByRole('searchbox').press('Enter');
    await page.getByText(words.nothingFound).waitFor();
    await inspect(page, 'nothing-found');
    await page.getByRole('button', { name: words.clearFilters }).click();

    await page.waitForURL((url) => url.pathname === '/bourses' && url.search === '');
    await expectTheScholarships(page);
    await expect.poll(() => page.getByRole('searchbox').inputValue()).toBe('');
    await expect.poll(() => page.getByLabel(words.country, { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: words.clearFilters }).count()).toBe(0);
    await context.close();
  });

  it('offers only the chosen country’s universities, letting go of one from elsewhere', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);
    await openPage(page, '/bourses');
    await waitUntilSettled(page);
    const university = page.getByLabel(words.university, { exact: true });
    const universitiesOffered = () => university.locator('option').allTextContents();
    await expect
      .poll(universitiesOffered)
      .toEqual([words.allUniversities, 'Sorbonne Université', 'Université Laval', 'Université Paris-Saclay']);
    await university.selectOption('Université Laval');
    await page.waitForURL((url) => url.searchParams.get('university') === 'Université Laval');

    await page.getByLabel(words.country, { exact: true }).selectOption('FR');

    await page.waitForURL(
      (url) => url.searchParams.get('country') === 'FR' && !url.searchParams.has('university'),
    );
    await expect
      .poll(universitiesOffered)
      .toEqual([words.allUniversities, 'Sorbonne Université', 'Université Paris-Saclay']);
    await expect.poll(() => university.inputValue()).toBe('');
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual([SORBONNE, PARIS].sort());

    await university.selectOption('Sorbonne Université');
    await expect.poll(() => cardTitles(page)).toEqual([SORBONNE]);
    await context.close();
  });
});

describe.each(['fr', 'ar'] as const)('a student waiting for approval, in %s', (language) => {
  it('still sees only /pending: no way to the scholarships, and the support line to dial', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    await signIn(page, waitingStudent.user.email, waitingStudent.password);
    await page.waitForURL((url) => url.pathname === '/pending');

    const phone = page.getByRole('main').getByRole('link', { name: SUPPORT_PHONE });
    expect(await phone.getAttribute('href')).toBe('tel:+212522000000');
    expect(await phone.getAttribute('dir')).toBe('ltr');
    expect(await page.locator('a[href="/bourses"]').count()).toBe(0);
    await page.getByRole('banner').getByRole('button', { name: WORDS[language].openMenu }).click();
    expect(
      await page
        .getByRole('dialog')
        .getByRole('link', { name: WORDS[language].scholarships, exact: true })
        .count(),
    ).toBe(0);

    await page.goto('/bourses');
    await page.waitForURL((url) => url.pathname === '/pending');
    await context.close();
  });
});
