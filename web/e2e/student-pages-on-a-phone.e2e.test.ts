import { createApplication } from '@bourses/api/test/factories/applications';
import { saveScholarshipFor } from '@bourses/api/test/factories/saved-scholarships';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createPendingStudent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { openPage } from './harness/page-state.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { signIn } from './harness/sign-in.ts';
import { measureTextFit, squeezedLines } from './harness/text-fit.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';

// Issue 28: a student's pages read in full lines on a phone, in French and in Arabic. Every page a
// student meets, at the narrowest phone in use (360 px) and a large one (430 px), is measured in the
// page: nothing scrolls sideways, no text sits in a box narrower than its longest word, and none
// wraps beside another box in under 20 characters a line (a title or a rejection reason one or two
// words a line beside its status: harness/text-fit.ts). A screenshot of each is kept.

const PHONES = [
  { width: 360, height: 780 },
  { width: 430, height: 932 },
] as const;

const WORDS = {
  fr: {
    openMenu: 'Ouvrir le menu',
    search: 'Rechercher par bourse',
    searchButton: 'Rechercher',
    status: 'Statut',
  },
  ar: { openMenu: 'فتح القائمة', search: 'البحث حسب المنحة', searchButton: 'بحث', status: 'الحالة' },
} as const satisfies Partial<Record<Language, Record<string, string>>>;

// Long, as real ones are: a foundation's name in the title, a university's full name.
const TITLES = {
  fr: 'Bourse d’excellence de la Fondation Mohammed VI pour les études d’ingénieur à l’international',
  ar: 'منحة التميز لمؤسسة محمد السادس لمتابعة دراسات الهندسة بالخارج',
};
const UNIVERSITY = 'Université Mohammed VI Polytechnique de Benguérir';
const LONG_REASON =
  'Le reçu de paiement est illisible : la photo est floue et le montant versé n’apparaît pas. Envoyez une copie numérisée complète, recto et verso, avant la date limite.';

let platform: E2ePlatform;
let browser: Browser;
let student: TestUser;
let waitingStudent: TestUser;
let scholarshipId: number;
let rejectedApplicationId: number;
let pendingApplicationId: number;

/** A scholarship with a long title in both languages, at a long-named university. */
const longScholarship = (suffix: string) =>
  createScholarship(
    platform.api,
    { university: UNIVERSITY, country: 'FR' },
    { fr: { title: `${TITLES.fr} ${suffix}` }, ar: { title: `${TITLES.ar} ${suffix}` } },
  );

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  student = await createUser(platform.api, { firstName: 'Fatima-Zahra', lastName: 'Benabdellah El Idrissi' });
  waitingStudent = await createPendingStudent(platform.api, { isVerified: true, verifiedAt: new Date() });
  // An application in each status, the rejection with a long reason; one scholarship left to apply to.
  const [pending, approved, rejected, withdrawn, open] = await Promise.all(
    ['1', '2', '3', '4', '5'].map(longScholarship),
  );
  if (!pending || !approved || !rejected || !withdrawn || !open) throw new Error('scholarships not created');
  pendingApplicationId = (await createApplication(platform.api, { student, scholarshipId: pending.id })).id;
  await createApplication(platform.api, { student, scholarshipId: approved.id, status: 'approved' });
  rejectedApplicationId = (
    await createApplication(platform.api, {
      student,
      scholarshipId: rejected.id,
      status: 'rejected',
      rejectionReason: LONG_REASON,
    })
  ).id;
  await createApplication(platform.api, { student, scholarshipId: withdrawn.id, status: 'withdrawn' });
  await saveScholarshipFor(platform.api, student, open.id);
  await saveScholarshipFor(platform.api, student, pending.id);
  scholarshipId = open.id;
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** Where a control sits: its bottom, and its edge at the start of the line (left in French, right in Arabic). */
async function edges(locator: Locator, language: Language) {
  const box = await locator.boundingBox();
  if (!box) return { bottom: Number.NaN, start: Number.NaN };
  return {
    bottom: Math.round(box.y + box.height),
    start: Math.round(language === 'ar' ? box.x + box.width : box.x),
  };
}

/** Waits until the page is loaded and still (a dialog or drawer done sliding in; a spinner turns forever). */
async function settled(page: Page): Promise<void> {
  await waitForQuietNetwork(page);
  await page.locator('h1, [role="dialog"]').first().waitFor();
  await expect
    .poll(() =>
      page.evaluate<number>(
        `document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity).length`,
      ),
    )
    .toBe(0);
}

describe.each(['fr', 'ar'] as const)('student pages on a phone in %s', (language) => {
  describe.each(PHONES)('$width px wide', (phone) => {
    const folder = `phone-${language}-${phone.width}`;

    /** Measures the page as it is now, keeps its screenshot, and records what does not fit (soft: every page is seen). */
    async function readsInFullLines(page: Page, name: string): Promise<void> {
      await settled(page);
      const fit = await measureTextFit(page);
      await saveScreenshot(page, folder, name);
      expect
        .soft(fit.sidewaysOverflow, `${name} (${language}, ${phone.width} px) scrolls sideways`)
        .toBeLessThanOrEqual(0);
      expect
        .soft(
          squeezedLines(fit.squeezed),
          `${name} (${language}, ${phone.width} px): texts squeezed narrower than a word or a readable line`,
        )
        .toEqual([]);
    }

    it("a visitor's pages: landing, registration and sign-in dialogs, the menu, legal pages and 404", async () => {
      const { context, page } = await openSession(browser, platform.webUrl, language, phone);

      await openPage(page, '/');
      await readsInFullLines(page, 'landing');
      // The hero's button: on a phone the header's Register sits in the drawer.
      await page.getByRole('main').getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
      await readsInFullLines(page, 'register-dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto('/login');
      await readsInFullLines(page, 'sign-in-dialog');

      await openPage(page, '/bourses');
      await readsInFullLines(page, 'scholarships-visitor');
      await page.getByRole('banner').getByRole('button', { name: WORDS[language].openMenu }).click();
      await page.getByRole('dialog').waitFor();
      await readsInFullLines(page, 'menu-drawer');

      for (const path of [
        '/privacy-policy',
        '/terms',
        '/cookies',
        '/verify-email',
        '/page-qui-n-existe-pas',
      ]) {
        await openPage(page, path);
        await readsInFullLines(page, path.slice(1));
      }
      await context.close();
    });

    it('the pending page of a student waiting for approval', async () => {
      const { context, page } = await openSession(browser, platform.webUrl, language, phone);
      await signIn(page, waitingStudent.user.email, waitingStudent.password);
      await page.waitForURL((url) => url.pathname === '/pending');

      await readsInFullLines(page, 'pending');
      await context.close();
    });

    it("a student's pages: scholarships, a scholarship, the apply dialog, applications in every status, their details, saved scholarships, profile", async () => {
      const { context, page } = await openSession(browser, platform.webUrl, language, phone);
      await signIn(page, student.user.email, student.password);
      await page.waitForURL((url) => url.pathname === '/bourses');

      await page.getByRole('main').getByRole('link').first().waitFor();
      await readsInFullLines(page, 'scholarships');

      await openPage(page, `/bourses/${scholarshipId}`);
      await readsInFullLines(page, 'scholarship');

      await openPage(page, `/postuler/${scholarshipId}`);
      await page.getByRole('dialog').waitFor();
      await readsInFullLines(page, 'apply-dialog');

      await openPage(page, '/applications');
      await expect.poll(() => page.getByRole('main').getByRole('listitem').count()).toBe(4);
      await readsInFullLines(page, 'applications');
      // The filters line up: the Search button on its input's bottom edge, the status under the search.
      const words = WORDS[language];
      const search = await edges(page.getByLabel(words.search), language);
      const searchButton = await edges(
        page.getByRole('button', { name: words.searchButton, exact: true }),
        language,
      );
      const status = await edges(page.getByLabel(words.status), language);
      expect
        .soft([searchButton.bottom, status.start], 'the filters line up')
        .toEqual([search.bottom, search.start]);

      await openPage(page, `/applications/${rejectedApplicationId}`);
      await page.getByText(LONG_REASON).first().waitFor();
      await readsInFullLines(page, 'application-rejected');

      await openPage(page, `/applications/${pendingApplicationId}`);
      await readsInFullLines(page, 'application-pending');

      await openPage(page, '/favoris');
      await expect.poll(() => page.getByRole('main').getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      await readsInFullLines(page, 'saved-scholarships');

      await openPage(page, '/profile');
      await readsInFullLines(page, 'profile');

      await openPage(page, '/change-password');
      await readsInFullLines(page, 'change-password');
      await context.close();
    });
  });
});
