import { createClosedScholarship, createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { RECEIPT_PDF } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { hoverUntilShown, isFocused, openPage, waitUntilSettled } from './harness/page-state.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';
import { signIn } from './harness/sign-in.ts';

// The tooltips in a real browser: hover reaches a disabled button through its anchor, and the bubble
// lines up with the control's reading edge, mirrored in Arabic, without leaving the screen; focus the
// page moves itself opens none (issue 28).

const OPEN_SETTINGS: Record<Language, string> = {
  fr: 'Ouvrir les paramètres',
  ar: 'فتح الإعدادات',
  en: 'Open settings',
};
/** The catalogue's heading, which names its region. */
const CATALOGUE_TITLE: Record<Language, string> = {
  fr: 'Bourses',
  ar: 'المنح',
  en: 'Scholarships',
};
const DEADLINE_PASSED: Record<Language, string> = {
  fr: 'La date limite de candidature est dépassée.',
  ar: 'انتهى الموعد النهائي للتقديم.',
  en: 'The application deadline has passed.',
};

/** The apply button and dialog on a phone, and the bubble of a pending application. */
const APPLYING: Record<
  'fr' | 'ar',
  { applyNow: string; receipt: RegExp; submit: string; pending: string; underReview: string }
> = {
  fr: {
    applyNow: 'Postuler maintenant',
    receipt: /^Reçu de paiement/,
    submit: 'Envoyer',
    pending: 'En attente',
    underReview: "Votre candidature est en attente d'examen.",
  },
  ar: {
    applyNow: 'قدّم الآن',
    receipt: /^إيصال الدفع/,
    submit: 'إرسال',
    pending: 'قيد الانتظار',
    underReview: 'طلبك في انتظار المراجعة.',
  },
};

let platform: E2ePlatform;
let browser: Browser;
let student: TestUser;
let closedScholarshipId: number;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  student = await createUser(platform.api, { firstName: 'Salma', lastName: 'Idrissi' });
  closedScholarshipId = (await createClosedScholarship(platform.api)).id;
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not laid out');
  return { start: found.x, end: found.x + found.width };
}

describe.each<'fr' | 'ar'>(['fr', 'ar'])('tooltips in %s', (language) => {
  it('the account button says "Open settings" on hover, the bubble at its end edge and on the screen', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');
    // The address changes before the catalogue replaces the landing page, header included: the
    // pointer rests on the catalogue's own account button, once its list has arrived (the layout moves).
    await page.getByRole('region', { name: CATALOGUE_TITLE[language], exact: true }).waitFor();
    await waitUntilSettled(page);
    const account = page.getByRole('banner').getByRole('button', { name: OPEN_SETTINGS[language] });

    await waitForQuietNetwork(page);
    const tooltip = page.getByRole('tooltip');
    await hoverUntilShown(page, account, tooltip);

    expect(await tooltip.textContent()).toBe(OPEN_SETTINGS[language]);
    const [button, bubble] = [await box(account), await box(tooltip)];
    // The end edge is the right one in French and the left one in Arabic.
    if (language === 'ar') expect(Math.abs(bubble.start - button.start)).toBeLessThan(1);
    else expect(Math.abs(bubble.end - button.end)).toBeLessThan(1);
    expect(bubble.start).toBeGreaterThanOrEqual(0);
    expect(bubble.end).toBeLessThanOrEqual(DESKTOP_VIEWPORT.width);
    await context.close();
  });

  it('a disabled apply button tells why on hover, the bubble from its reading edge', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await openPage(page, `/bourses/${closedScholarshipId}`);
    // The page is prerendered: a pointer resting on it before React takes over would go unheard.
    await waitUntilSettled(page);
    // The disabled button lets the pointer through to its anchor, which is what the pointer rests on.
    const anchor = page.locator('span:has(> button:disabled)');

    const tooltip = page.getByRole('tooltip');
    await hoverUntilShown(page, anchor, tooltip);

    expect(await tooltip.textContent()).toBe(DEADLINE_PASSED[language]);
    const [control, bubble] = [await box(anchor), await box(tooltip)];
    if (language === 'ar') expect(Math.abs(bubble.end - control.end)).toBeLessThan(1);
    else expect(Math.abs(bubble.start - control.start)).toBeLessThan(1);
    await context.close();
  });

  it('after applying on a phone, the focus given back to the Apply button opens no bubble; the keyboard’s does (issue 28)', async () => {
    const words = APPLYING[language];
    const applicant = await createUser(platform.api, { language });
    const { id } = await createScholarship(platform.api);
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT, {
      hasTouch: true,
      isMobile: true,
    });
    await signIn(page, applicant.user.email, applicant.password);
    await page.waitForURL((url) => url.pathname === '/bourses');
    await openPage(page, `/bourses/${id}`);
    await waitUntilSettled(page);

    await page.getByRole('button', { name: words.applyNow, exact: true }).tap();
    const dialog = page.getByRole('dialog');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: words.receipt }).tap(),
    ]);
    await chooser.setFiles(RECEIPT_PDF);
    await dialog.getByText(RECEIPT_PDF.name).waitFor();
    await dialog.getByRole('button', { name: words.submit, exact: true }).tap();
    await dialog.waitFor({ state: 'detached' });

    // The page gave the focus back to the button, now "Pending": no bubble over the dates above it.
    const pending = page.getByRole('button', { name: words.pending, exact: true });
    await expect.poll(() => isFocused(pending)).toBe(true);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.getByRole('main').getByText(words.underReview).waitFor();

    // The keyboard moving onto it still tells why.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(pending)).toBe(true);
    expect(await page.getByRole('tooltip').textContent()).toBe(words.underReview);
    await context.close();
  });
});
