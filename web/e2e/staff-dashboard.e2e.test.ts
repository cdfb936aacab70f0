import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import {
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
  withTotp,
} from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signInStaff } from './harness/sign-in.ts';

// Issue 14: the work queue at /admin, in French and Arabic: what waits, oldest first with its age,
// the scholarships closing soon, the month's chart, and numbers that open exactly the rows they count.

const DAY = 24 * 60 * 60 * 1000;

const WORDS = {
  fr: {
    title: 'File de travail',
    applications: 'Candidatures en attente de décision',
    accounts: "Comptes en attente d'approbation",
    closing: 'Clôture dans les 14 prochains jours',
    chartTable: 'Candidatures reçues et traitées par jour, 30 derniers jours',
    scholarship: 'Bourse Tanger Med',
    waited: (days: number) => new RegExp(`^En attente depuis ${days}\\sjours$`),
    pending: /^3\s*en attente$/,
  },
  ar: {
    title: 'قائمة المهام',
    applications: 'ترشيحات في انتظار القرار',
    accounts: 'حسابات في انتظار الموافقة',
    closing: 'تُغلق خلال الأيام الأربعة عشر القادمة',
    chartTable: 'الترشيحات المستلمة والمبتّ فيها يوميًا، آخر 30 يومًا',
    scholarship: 'منحة طنجة المتوسط',
    // Arabic writes two days as a dual, without the digit.
    waited: (days: number) =>
      days === 2 ? /^في الانتظار منذ يومان$/ : new RegExp(`^في الانتظار منذ ${days}\\sأيام$`),
    pending: /^3\s*في الانتظار$/,
  },
} as const;

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };
/** The waiting applicants, oldest first, and how many days each waited. */
const applicants: { name: string; days: number }[] = [];
const accounts: { name: string; days: number }[] = [];

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  const { api } = platform;
  agent = await withTotp(api, await createAgent(api, { email: 'agent.queue@example.ma' }));
  const now = api.clock.now();
  const scholarship = await createScholarship(
    api,
    { deadline: new Date(now.getTime() + 3 * DAY).toISOString().slice(0, 10) },
    { fr: { title: WORDS.fr.scholarship }, ar: { title: WORDS.ar.scholarship } },
  );
  // Applied 2, 9 and 5 days ago (the queue sorts them), and one already approved.
  for (const [days, firstName] of [
    [2, 'Salma'],
    [9, 'Youssef'],
    [5, 'Meryem'],
  ] as const) {
    api.clock.set(new Date(now.getTime() - days * DAY - 60_000));
    const student = await createUser(api, { firstName, lastName: 'Alaoui' });
    await createApplication(api, { student, scholarshipId: scholarship.id });
    applicants.push({ name: `${firstName} Alaoui`, days });
  }
  api.clock.set(now);
  await createApplication(api, { scholarshipId: scholarship.id, status: 'approved' });
  for (const [days, firstName] of [
    [3, 'Hamza'],
    [7, 'Zineb'],
  ] as const) {
    await createPendingStudent(api, {
      firstName,
      lastName: 'Berrada',
      createdAt: new Date(now.getTime() - days * DAY - 60_000),
    });
    accounts.push({ name: `${firstName} Berrada`, days });
  }
  applicants.sort((a, b) => b.days - a.days);
  accounts.sort((a, b) => b.days - a.days);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe.each(['fr', 'ar'] as const)('the work queue (%s)', (language: Language & keyof typeof WORDS) => {
  const words = WORDS[language];
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openSession(browser, platform.webUrl, language));
    await signInStaff(page, platform.api, agent);
    await page.waitForURL(/\/admin$/);
  });

  it('lists the waiting applications and accounts oldest first, with how long each has waited', async () => {
    await expect
      .poll(() => page.getByRole('heading', { name: words.title, level: 1 }).isVisible())
      .toBe(true);

    const applicationRows = page.getByRole('region', { name: words.applications }).getByRole('listitem');
    await expect.poll(() => applicationRows.count()).toBe(3);
    for (const [index, applicant] of applicants.entries()) {
      const row = applicationRows.nth(index);
      expect(await row.getByRole('link').first().textContent()).toBe(applicant.name);
      expect(await row.getByText(words.waited(applicant.days)).count()).toBe(1);
    }
    const accountRows = page.getByRole('region', { name: words.accounts }).getByRole('listitem');
    expect(await accountRows.count()).toBe(2);
    for (const [index, account] of accounts.entries()) {
      expect(await accountRows.nth(index).getByRole('link').textContent()).toBe(account.name);
      expect(await accountRows.nth(index).getByText(words.waited(account.days)).count()).toBe(1);
    }
  });

  it('shows the scholarship closing soon and the month’s chart with its table for screen readers', async () => {
    const closing = page.getByRole('region', { name: words.closing });
    expect(await closing.getByRole('link', { name: words.scholarship }).isVisible()).toBe(true);

    // The chart loads in its own chunk, after the queue.
    await expect.poll(() => page.getByTestId('activity-chart').isVisible()).toBe(true);
    const table = page.getByRole('table', { name: words.chartTable });
    // A header row and one row a day.
    expect(await table.getByRole('row').count()).toBe(31);
  });

  it('looks right on a phone and on a desktop', async () => {
    await inspectPage(page, language, 'queue-1280', `staff-dashboard-${language}`);
    await page.setViewportSize(PHONE_VIEWPORT);
    await inspectPage(page, language, 'queue-390', `staff-dashboard-${language}`);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('opens, from the scholarship’s pending count, the list of exactly those applications', async () => {
    await page
      .getByRole('region', { name: words.closing })
      .getByRole('link', { name: words.pending })
      .click();

    await page.waitForURL(/\/admin\/applications\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('status')).toBe('PENDING');
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('link') });
    await expect.poll(() => rows.count()).toBe(3);
    const shown = await Promise.all(
      applicants.map(({ name }) => page.getByRole('table').getByText(name, { exact: false }).count()),
    );
    expect(shown).toEqual([1, 1, 1]);
  });

  it('opens, from the accounts count, the accounts waiting for approval', async () => {
    await page.goto('/admin');
    await page.getByRole('region', { name: words.accounts }).getByRole('link', { name: /^2\s*/ }).click();

    await page.waitForURL(/\/admin\/accounts\?approval=PENDING$/);
    for (const account of accounts)
      await expect
        .poll(() =>
          page
            .getByRole('table')
            .getByText(account.name.split(' ')[0] ?? '', { exact: false })
            .count(),
        )
        .toBe(1);
  });
});
