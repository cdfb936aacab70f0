import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_VIEWPORT, WIDE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage, sidewaysOverflow } from './harness/inspect-page.ts';
import { signInStaff } from './harness/sign-in.ts';

// The scholarship editor on every width staff use, in each language (issue 14: it was 1656 px
// wide on a 1440 px screen and 859 px on a phone, and the English tab was off-screen in Arabic).

const SCREENS = [
  { width: 390, height: 844 },
  WIDE_VIEWPORT,
  { width: 1920, height: 1080 },
] as const;

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  agent = await withTotp(platform.api, await createAgent(platform.api));
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe.each<Language>(['fr', 'ar', 'en'])('the scholarship editor in %s', (language) => {
  it.each(SCREENS)('fits a $width px screen, every language tab within reach', async (viewport) => {
    const { context, page } = await openSession(browser, platform.webUrl, language, viewport);
    await signInStaff(page, platform.api, agent);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto('/admin/scholarships/new');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();

    expect(await sidewaysOverflow(page)).toBe(0);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${await tab.textContent()} on screen`).toBe(true);
    }
    if (viewport.width === PHONE_VIEWPORT.width) await inspectPage(page, language, `editor-${viewport.width}`, `staff-editor-${language}`);
    await context.close();
  });
});

describe.each<Language>(['fr', 'ar'])("a scholarship's own page in %s", (language) => {
  it('shows the scholarship with the applications it received, and leads to its editor', async () => {
    const scholarship = await createScholarship(platform.api, {}, { fr: { title: `Bourse à voir ${language}` } });
    const student = await createUser(platform.api, { firstName: 'Nadia', lastName: `Amrani ${language}` });
    await createApplication(platform.api, { student, scholarshipId: scholarship.id });
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signInStaff(page, platform.api, agent);
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto(`/admin/scholarships/${scholarship.id}`);

    await page.getByRole('heading', { level: 1, name: `Bourse à voir ${language}` }).waitFor();
    await page.getByRole('link', { name: `Nadia Amrani ${language}` }).waitFor();
    await inspectPage(page, language, 'scholarship-view', `staff-editor-${language}`);
    await page.getByRole('link', { name: language === 'ar' ? 'تعديل' : 'Modifier', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/admin/scholarships/${scholarship.id}/edit`);
    await context.close();
  });
});
