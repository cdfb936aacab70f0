import { createApplication } from '@bourses/api/test/factories/applications';
import { createClosedScholarship, createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAdmin, createUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_VIEWPORT, WIDE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { chooseDocument, RECEIPT_PDF } from './harness/documents.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { isFocused, openPage, scrollTop, waitUntilSettled } from './harness/page-state.ts';
import { signIn } from './harness/sign-in.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';

// What a student follows after applying (issue 13): the applications list filtered and searched,
// an application's next step and timeline, "apply again", and the finish defects a student met on
// the way (the visitor's Dashboard link, closed cards, the skip link, an expired session, emoji).

const WORDS = {
  fr: {
    dashboard: 'Tableau de bord',
    skip: 'Aller au contenu',
    status: 'Statut',
    rejected: 'Refusée',
    rejectedAlert: 'Votre candidature a été refusée.',
    search: 'Rechercher par bourse',
    searchButton: 'Rechercher',
    scholarshipRow: 'Bourse',
    nextStep: 'Prochaine étape',
    platformTeam: 'Par l’équipe de la plateforme',
    applyAgain: 'Postuler à nouveau',
    applyDialog: 'Postuler à la bourse',
    applyNow: 'Postuler maintenant',
    pending: 'En attente',
    send: 'Envoyer',
    receiptZone: /Reçu de paiement/,
    deadlinePassed: 'Date limite dépassée',
    firstName: 'Salma',
  },
  ar: {
    dashboard: 'لوحة التحكم',
    skip: 'الانتقال إلى المحتوى',
    status: 'الحالة',
    rejected: 'مرفوض',
    rejectedAlert: 'تم رفض طلبك.',
    search: 'البحث حسب المنحة',
    searchButton: 'بحث',
    scholarshipRow: 'المنحة',
    nextStep: 'الخطوة التالية',
    platformTeam: 'من فريق المنصة',
    applyAgain: 'التقديم من جديد',
    applyDialog: 'التقديم على المنحة',
    applyNow: 'قدّم الآن',
    pending: 'قيد الانتظار',
    send: 'إرسال',
    receiptZone: /إيصال الدفع/,
    deadlinePassed: 'انتهى الموعد النهائي',
    firstName: 'سلمى',
  },
} as const satisfies Partial<Record<Language, Record<string, string | RegExp>>>;

const REASON = 'Le reçu est illisible.';
// Emoji pictographs and flags: empty boxes in Debian's Chromium, letters on Windows.
const EMOJI = /[\u{1F300}-\u{1FAFF}\u{1F1E6}-\u{1F1FF}\u{2600}-\u{27BF}]/u;

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** A student with three applications: one rejected by staff (with its history), one withdrawn, one pending. */
async function studentWithApplications(language: Language) {
  const student = await createUser(platform.api, { firstName: 'Amal', lastName: `Tazi ${language}` });
  const admin = await createAdmin(platform.api);
  const rejectedOn = await createScholarship(platform.api, { university: 'Sorbonne Université' }, { fr: { title: `Bourse Sorbonne ${language}` } });
  const withdrawnOn = await createScholarship(platform.api, {}, { fr: { title: `Bourse Montréal ${language}` } });
  const pendingOn = await createScholarship(platform.api, {}, { fr: { title: `Bourse Lisbonne ${language}` } });
  const rejected = await createApplication(platform.api, { student, scholarshipId: rejectedOn.id });
  const reject = await platform.api.http
    .patch(`/api/scholarships/applications/${rejected.id}/reject`)
    .set(admin.auth)
    .send({ feedback: REASON });
  expect(reject.status).toBe(200);
  const withdrawn = await createApplication(platform.api, { student, scholarshipId: withdrawnOn.id });
  const withdraw = await platform.api.http
    .patch(`/api/scholarships/applications/${withdrawn.id}`)
    .set(student.auth)
    .send({ status: 'withdrawn' });
  expect(withdraw.status).toBe(200);
  await createApplication(platform.api, { student, scholarshipId: pendingOn.id });
  return { student, rejected, withdrawn, rejectedScholarshipId: rejectedOn.id, titles: { rejected: `Bourse Sorbonne ${language}`, withdrawn: `Bourse Montréal ${language}` } };
}

/** The titles of the applications listed. */
function listedTitles(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
}

describe.each(['fr', 'ar'] as const)('a student following applications in %s', (language) => {
  const words = WORDS[language];

  it('filters the applications by status and finds one by its title, in the address', async () => {
    const { student, titles } = await studentWithApplications(language);
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.goto('/applications');
    await expect.poll(() => listedTitles(page)).toHaveLength(3);
    await inspectPage(page, language, 'applications-filtered');

    await page.getByLabel(words.status).selectOption({ label: words.rejected });
    await expect.poll(() => listedTitles(page)).toEqual([titles.rejected]);
    expect(new URL(page.url()).searchParams.get('status')).toBe('REJECTED');

    await page.getByLabel(words.status).selectOption('');
    await page.getByLabel(words.search).fill('Montréal');
    await page.getByRole('button', { name: words.searchButton, exact: true }).click();
    await expect.poll(() => listedTitles(page)).toEqual([titles.withdrawn]);
    expect(new URL(page.url()).searchParams.get('search')).toBe('Montréal');
    await context.close();
  });

  it("shows the student's own application on a scholarship's page opened by its address", async () => {
    const { student, rejectedScholarshipId } = await studentWithApplications(language);
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    // The bff sends the page rendered for a visitor, with a visitor's data: not what the student sees.
    await openPage(page, `/bourses/${rejectedScholarshipId}`);

    await page.getByText(words.rejectedAlert).waitFor();
    await context.close();
  });

  it("shows a rejected application's scholarship, next step and timeline, the reason written once", async () => {
    const { student, rejected, titles } = await studentWithApplications(language);
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.goto(`/applications/${rejected.id}`);
    const scholarshipRow = page.locator('dt', { hasText: words.scholarshipRow }).locator('xpath=following-sibling::dd[1]');
    expect(await scholarshipRow.textContent()).toBe(titles.rejected);
    await page.getByRole('heading', { name: words.nextStep }).waitFor();
    await expect.poll(() => page.getByText(REASON).count()).toBe(1);
    // The student's own step and the staff's decision, never a staff member's name.
    await page.getByText(words.platformTeam).waitFor();
    await inspectPage(page, language, 'application-rejected');
    await context.close();
  });

  it('applies again to a withdrawn application while its scholarship is open, focus on the drop zone then back on Apply', async () => {
    const { student, withdrawn } = await studentWithApplications(language);
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.goto(`/applications/${withdrawn.id}`);
    await page.getByRole('link', { name: words.applyAgain }).click();

    await page.waitForURL((url) => url.pathname === `/postuler/${withdrawn.scholarshipId}`);
    const dialog = page.getByRole('dialog', { name: words.applyDialog });
    await dialog.waitFor();
    await waitForQuietNetwork(page);
    await inspectPage(page, language, 'apply-again-phone');
    // Focus on the drop zone, not the file input hidden behind it; back to the Apply button after.
    const dropZone = dialog.getByRole('button', { name: words.receiptZone });
    await expect.poll(() => isFocused(dropZone)).toBe(true);
    await chooseDocument(dropZone, RECEIPT_PDF);
    await dialog.getByRole('button', { name: words.send, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page.getByRole('button', { name: words.pending, exact: true }))).toBe(true);
    await context.close();
  });
});

describe.each(['fr', 'ar'] as const)('what a visitor meets in %s', (language) => {
  const words = WORDS[language];

  it('has no Dashboard link, opens a closed scholarship read-only, and reaches the content with the skip link', async () => {
    const university = `Université fermée ${language}`;
    const closed = await createClosedScholarship(platform.api, { university });
    const { context, page } = await openSession(browser, platform.webUrl, language);

    await openPage(page, `/bourses?university=${encodeURIComponent(university)}`);
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: words.dashboard }).count()).toBe(0);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: words.skip });
    expect(await isFocused(skip)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByRole('main'))).toBe(true);

    // Past its deadline, still readable (axe checks the contrast) and still a link.
    await page.getByText(words.deadlinePassed).first().waitFor();
    await inspectPage(page, language, 'list-with-closed-card');
    await page.locator(`a[href="/bourses/${closed.id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/bourses/${closed.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: words.applyNow }).isDisabled()).toBe(true);
    await context.close();
  });

  it('reads the landing with SVG icons and flags, quotes the width of their cards, names in its script', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT);

    await openPage(page, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(EMOJI.test(await page.locator('body').innerText())).toBe(false);
    expect(await page.locator('#features svg').count()).toBe(3);
    expect(await page.getByRole('banner').locator('img[src^="data:image/svg+xml"]').count()).toBe(1);
    await page.getByText(`— ${words.firstName}`).waitFor();
    const quote = await page.locator('#testimonials blockquote').first().boundingBox();
    const card = await page.locator('#testimonials figure').first().boundingBox();
    // The quote fills its card, less the card's padding: no browser margins squeezing it.
    expect((quote?.width ?? 0) / (card?.width ?? 1)).toBeGreaterThan(0.8);
    await inspectPage(page, language, 'landing-wide');
    await context.close();
  });

  it('comes back from signing in to the scholarship, at its top, with the apply dialog open', async () => {
    const student = await createUser(platform.api);
    const scholarship = await createScholarship(platform.api);
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);

    await openPage(page, `/bourses/${scholarship.id}`);
    await page.getByRole('button', { name: words.applyNow }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // Played on the page it landed on: going to /login again would forget where the visitor came from.
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="email"]').fill(student.user.email);
    await dialog.locator('input[type="password"]').fill(student.password);
    await dialog.locator('button[type="submit"]').click();

    await page.waitForURL((url) => url.pathname === `/postuler/${scholarship.id}`);
    await page.getByRole('dialog', { name: words.applyDialog }).waitFor();
    expect(await scrollTop(page)).toBe(0);
    await context.close();
  });

  it('starts the footer on the same edge as the page content', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT);

    await openPage(page, '/bourses');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const footer = await page.locator('footer address').boundingBox();

    // The reading start: the left edge in French, the right edge in Arabic.
    const startOf = (box: { x: number; width: number } | null) => (box ? (language === 'ar' ? box.x + box.width : box.x) : Number.NaN);
    expect(Math.abs(startOf(footer) - startOf(heading))).toBeLessThan(1);
    await context.close();
  });
});

describe.each(['fr', 'ar'] as const)('an expired session in %s', (language) => {
  it('goes to the sign-in page at once when the server refuses the refresh token, without retrying', async () => {
    const student = await createUser(platform.api);
    const { context, page } = await openSession(browser, platform.webUrl, language);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"RefreshToken"')) refreshes.push(request.url());
    });
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');
    // The catalogue's own queries done first: one still running when the tokens change below would
    // refresh from this page too (a busy CI machine counted two refreshes).
    await waitUntilSettled(page);
    await waitForQuietNetwork(page);
    // A session whose access token has lapsed and whose refresh token the server no longer knows.
    await page.evaluate(`localStorage.setItem('access_token', 'expired'); localStorage.setItem('refresh_token', 'revoked-token')`);

    await page.goto('/applications');

    await page.waitForURL((url) => url.pathname === '/login');
    expect(refreshes).toHaveLength(1);
    await context.close();
  });
});
