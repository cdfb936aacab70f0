import { createAgent, createPendingStudent, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_VIEWPORT, WIDE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';

// Issue 14's first slice: an agent lands in the console and decides on accounts from the list, in French and Arabic.

/** The content column the tables used to sit in. */
const OLD_COLUMN_PX = 1100;

const LABELS = {
  fr: { approve: 'Approuver', reject: 'Refuser', unverified: 'L’étudiant n’a pas encore vérifié son e-mail.' },
  ar: { approve: 'موافقة', reject: 'رفض', unverified: 'لم يتحقق الطالب من بريده الإلكتروني بعد.' },
} as const;

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe.each(['fr', 'ar'] as const)('the accounts list (%s)', (language: Language & keyof typeof LABELS) => {
  const labels = LABELS[language];
  // One e-mail domain per language: the list is searched down to this run's accounts.
  const domain = `accounts-${language}.example.ma`;
  let page: Page;
  let agent: TestUser & { totpSecret: string };
  let verified: TestUser;
  let unverified: TestUser;

  const rowOf = (account: TestUser) =>
    page.getByRole('row').filter({ has: page.getByRole('link', { name: account.user.firstName, exact: false }) });

  beforeAll(async () => {
    agent = await withTotp(platform.api, await createAgent(platform.api, { email: `agent@${domain}`, firstName: 'Karim', lastName: 'Agent' }));
    verified = await createPendingStudent(platform.api, {
      email: `nadia@${domain}`,
      firstName: 'Nadia',
      lastName: 'Tazi',
      phoneNumber: '+212661234567',
      isVerified: true,
      verifiedAt: new Date(),
    });
    unverified = await createPendingStudent(platform.api, { email: `hamza@${domain}`, firstName: 'Hamza', lastName: 'Naciri' });
    ({ page } = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT));
  });

  it('lands an agent in the console after signing in', async () => {
    await signInStaff(page, platform.api, agent);

    await page.waitForURL(/\/admin$/);
  });

  it('shows formatted phone numbers, no decision on an agent’s row, and the full width of the screen', async () => {
    await page.goto(`/admin/accounts?search=${domain}`);
    await rowOf(verified).waitFor();

    expect(await rowOf(verified).getByText('+212 6 61 23 45 67').isVisible()).toBe(true);
    expect(await rowOf(agent).getByRole('button').count()).toBe(0);
    const table = await page.getByRole('table').boundingBox();
    expect(table?.width).toBeGreaterThan(OLD_COLUMN_PX);
    await inspectPage(page, language, 'accounts-1440', `staff-accounts-${language}`);
  });

  it('keeps Approve disabled on an unverified student, with its reason in the row and in a tooltip', async () => {
    const row = rowOf(unverified);
    const approve = row.getByRole('button', { name: labels.approve });

    expect(await approve.isDisabled()).toBe(true);
    expect(await row.getByText(labels.unverified).isVisible()).toBe(true);
    await approve.hover({ force: true });
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(labels.unverified);
    expect(await row.getByRole('button', { name: labels.reject }).isEnabled()).toBe(true);
  });

  it('approves a verified student from the list, who can then sign in to the catalogue', async () => {
    await rowOf(verified).getByRole('button', { name: labels.approve }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: labels.approve }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => rowOf(verified).getByRole('button', { name: labels.approve }).count()).toBe(0);
    const student = await openSession(browser, platform.webUrl, language);
    await signIn(student.page, verified.user.email, verified.password);
    await student.page.waitForURL(/\/bourses$/);
    await student.context.close();
  });

  it('fits a phone screen: the table scrolls inside its own box, not the page', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.reload();
    await rowOf(verified).waitFor();

    await inspectPage(page, language, 'accounts-390', `staff-accounts-${language}`);
  });
});
