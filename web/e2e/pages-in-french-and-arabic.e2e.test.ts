import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createPendingStudent, createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession, PHONE_VIEWPORT, WIDE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage as inspectAt } from './harness/inspect-page.ts';
import { signIn } from './harness/sign-in.ts';
import { openPage } from './harness/page-state.ts';

// Every visitor and student page in French and in Arabic: the document's language and direction,
// no serious or critical axe-core finding, and a screenshot of each kept as a test artefact.

// The buttons the tests press, in each language of the catalogues.
const OPEN_MENU: Record<Language, string> = { fr: 'Ouvrir le menu', ar: 'فتح القائمة', en: 'Open menu' };
const APPLY_NOW: Record<Language, string> = { fr: 'Postuler maintenant', ar: 'قدّم الآن', en: 'Apply Now' };

let platform: E2ePlatform;
let browser: Browser;
let student: TestUser;
let waitingStudent: TestUser;
let openScholarshipId: number;
let rejectedApplicationId: number;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  const arabic = {
    title: 'منحة التميز للماستر',
    description: 'منحة للطلبة المغاربة في سلك الماستر.',
    longDescription: '<p>تفاصيل المنحة.</p>',
    faq: [{ question: 'من يمكنه التقديم؟', answer: 'الطلبة المغاربة.' }],
  };
  const open = await createScholarship(platform.api, { country: 'FR' }, { ar: arabic });
  const reviewed = await createScholarship(platform.api, { country: 'CA' }, { ar: { ...arabic, title: 'منحة مونتريال' } });
  student = await createUser(platform.api, { firstName: 'Imane', lastName: 'Berrada' });
  waitingStudent = await createPendingStudent(platform.api, { isVerified: true, verifiedAt: new Date() });
  const rejected = await createApplication(platform.api, {
    student,
    scholarshipId: reviewed.id,
    status: 'rejected',
    rejectionReason: 'Le reçu est illisible.',
  });
  openScholarshipId = open.id;
  rejectedApplicationId = rejected.id;
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

// Every page at a phone's width and a wide screen's (issue 13: no sideways scroll at 390 and 1440 px).
const SCREENS = [
  ['fr', WIDE_VIEWPORT],
  ['ar', WIDE_VIEWPORT],
  ['fr', PHONE_VIEWPORT],
  ['ar', PHONE_VIEWPORT],
] as const;

describe.each(SCREENS)('pages in %s, %o', (language, viewport) => {
  const inspectPage = (page: Page, lang: Language, name: string) => inspectAt(page, lang, name, `${lang}-${viewport.width}`);

  it('visitor pages: landing, the register dialog, e-mail verification, a legal page and 404', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);

    await openPage(page, '/');
    await inspectPage(page, language, 'landing');

    // The hero's button: on a phone the header's Register sits in the drawer.
    await page.getByRole('main').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await inspectPage(page, language, 'register-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto('/verify-email');
    await page.getByRole('alert').waitFor();
    await inspectPage(page, language, 'verify-email-without-token');

    await page.goto('/privacy-policy');
    await inspectPage(page, language, 'privacy-policy');

    await page.goto('/page-qui-n-existe-pas');
    await inspectPage(page, language, 'not-found');

    await context.close();
  });

  it('the pending page of a student waiting for approval', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);

    await signIn(page, waitingStudent.user.email, waitingStudent.password);
    await page.waitForURL((url) => url.pathname === '/pending');

    await inspectPage(page, language, 'pending');
    await context.close();
  });

  it('student pages: list, detail, apply dialog, applications, application detail, profile and password', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.getByRole('main').getByRole('link').first().waitFor();
    await inspectPage(page, language, 'scholarships');

    await openPage(page, `/bourses/${openScholarshipId}`);
    await inspectPage(page, language, 'scholarship-detail');
    if (language === 'ar') expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('منحة التميز للماستر');

    await page.getByRole('button', { name: APPLY_NOW[language] }).click();
    await page.getByRole('dialog').waitFor();
    await inspectPage(page, language, 'apply-dialog');
    await page.keyboard.press('Escape');

    await page.goto('/applications');
    await inspectPage(page, language, 'applications');

    await page.goto(`/applications/${rejectedApplicationId}`);
    await page.getByText('Le reçu est illisible.').first().waitFor();
    await inspectPage(page, language, 'application-detail');

    await page.goto('/profile');
    await inspectPage(page, language, 'profile');

    await page.goto('/change-password');
    await inspectPage(page, language, 'change-password');

    await context.close();
  });
});

describe('right-to-left layout', () => {
  it('puts the header title at the left in French and mirrors it to the right in Arabic', async () => {
    const boxes: Record<string, { x: number; width: number }> = {};
    for (const language of ['fr', 'ar'] as const) {
      const { context, page } = await openSession(browser, platform.webUrl, language);
      await openPage(page, '/bourses');
      const box = await page.getByRole('banner').getByRole('link', { name: 'WLB' }).boundingBox();
      if (box) boxes[language] = box;
      await context.close();
    }

    const half = DESKTOP_VIEWPORT.width / 2;
    const french = boxes.fr;
    const arabic = boxes.ar;
    expect(french && french.x + french.width).toBeLessThan(half);
    expect(arabic?.x).toBeGreaterThan(half);
    // Mirrored: the Arabic title's right margin is the French title's left margin (give or take a scrollbar).
    const arabicRightMargin = arabic ? DESKTOP_VIEWPORT.width - (arabic.x + arabic.width) : Number.NaN;
    expect(Math.abs(arabicRightMargin - (french?.x ?? Number.NaN))).toBeLessThan(24);
  });
});

describe('the sticky header', () => {
  it('hides while the page scrolls down past 100 px and comes back when it scrolls up', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, 'fr');
    await openPage(page, '/');
    const header = page.getByRole('banner');
    const bottomOfHeader = async () => {
      const box = await header.boundingBox();
      return box ? box.y + box.height : Number.NaN;
    };

    await page.mouse.wheel(0, 60);
    await expect.poll(bottomOfHeader).toBeGreaterThan(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(bottomOfHeader).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -120);
    await expect.poll(bottomOfHeader).toBeGreaterThan(0);

    await context.close();
  });
});

describe.each<Language>(['fr', 'ar'])('small screens in %s', (language) => {
  it('slides the menu drawer in from the reading side and shows the sign-in dialog full screen', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);

    await openPage(page, '/bourses');
    await page.getByRole('banner').getByRole('button', { name: OPEN_MENU[language] }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await inspectAt(page, language, 'small-screen-drawer');
    const box = await drawer.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(300);
    // The drawer sits at the start of the line: the left edge in French, the right edge in Arabic.
    const gap = box ? (language === 'ar' ? PHONE_VIEWPORT.width - (box.x + box.width) : box.x) : Number.NaN;
    expect(gap).toBeLessThan(1);

    await page.goto('/login');
    await inspectAt(page, language, 'small-screen-login-dialog');
    const dialogBox = await page.getByRole('dialog').boundingBox();
    expect(dialogBox?.width).toBe(PHONE_VIEWPORT.width);
    await context.close();
  });
});
