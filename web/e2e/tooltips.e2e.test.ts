import { createClosedScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { openPage, waitUntilSettled } from './harness/page-state.ts';
import { signIn } from './harness/sign-in.ts';

// The tooltips in a real browser: hover reaches a disabled button through its anchor, and the bubble
// lines up with the control's reading edge, mirrored in Arabic, without leaving the screen.

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

describe.each<Language>(['fr', 'ar'])('tooltips in %s', (language) => {
  it('the account button says "Open settings" on hover, the bubble at its end edge and on the screen', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');
    // The address changes before the catalogue replaces the landing page, header included: the
    // pointer rests on the catalogue's own account button, once its list has arrived (the layout moves).
    await page.getByRole('region', { name: CATALOGUE_TITLE[language], exact: true }).waitFor();
    await waitUntilSettled(page);
    const account = page.getByRole('banner').getByRole('button', { name: OPEN_SETTINGS[language] });

    await account.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();

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

    await anchor.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();

    expect(await tooltip.textContent()).toBe(DEADLINE_PASSED[language]);
    const [control, bubble] = [await box(anchor), await box(tooltip)];
    if (language === 'ar') expect(Math.abs(bubble.end - control.end)).toBeLessThan(1);
    else expect(Math.abs(bubble.start - control.start)).toBeLessThan(1);
    await context.close();
  });
});
