import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createUser, type TestUser } from '@bourses/api/test/factories/users';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { signIn } from './harness/sign-in.ts';
import { openPage } from './harness/page-state.ts';

// Status chips keep the size of their words: no oval on a phone, no bar across a desktop column.

const LONG_TITLE = 'Bourse d’excellence pour les études de master en ingénierie des énergies renouvelables';
const DAY = 24 * 60 * 60 * 1000;

let platform: E2ePlatform;
let browser: Browser;
let student: TestUser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  student = await createUser(platform.api);
  const reviewed = await createScholarship(platform.api, {}, { fr: { title: LONG_TITLE } });
  await createApplication(platform.api, { student, scholarshipId: reviewed.id, status: 'rejected' });
  const past = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
  await createScholarship(platform.api, { startDate: past(60), deadline: past(2) });
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** The chip's box beside the box of the element that holds it. */
async function boxes(chip: Locator) {
  await chip.waitFor();
  return chip.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const holder = element.parentElement?.getBoundingClientRect();
    const style = element.ownerDocument.defaultView?.getComputedStyle(element);
    const lineHeight = Number.parseFloat(style?.lineHeight ?? '') || 20;
    return { width: own.width, height: own.height, lineHeight, holderWidth: holder?.width ?? 0 };
  });
}

const CHIPS = {
  fr: { rejected: 'Refusée', deadlinePassed: 'Date limite dépassée' },
  ar: { rejected: 'مرفوض', deadlinePassed: 'انتهى الموعد النهائي' },
} as const;

describe.each(['fr', 'ar'] as const)('status chips in %s', (language) => {
  it('stay one line high beside a long title on a 390 px phone', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/applications');

    const chip = await boxes(page.getByRole('listitem').getByText(CHIPS[language].rejected, { exact: true }));

    expect(chip.height).toBeLessThan(2 * chip.lineHeight);
    expect(chip.width).toBeLessThan(chip.holderWidth / 2);
    await context.close();
  });

  it('stay the width of their words in a desktop card: “Deadline passed”', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, DESKTOP_VIEWPORT);
    await openPage(page, '/bourses');

    const chip = await boxes(page.getByText(CHIPS[language].deadlinePassed, { exact: true }).first());

    expect(chip.height).toBeLessThan(2 * chip.lineHeight);
    expect(chip.width).toBeLessThan(chip.holderWidth - 40);
    await context.close();
  });
});
