import {
  createAdmin,
  createUser,
  totpCode,
  withTotp,
  type TestUser,
} from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, WIDE_VIEWPORT } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';

// Issue 30, sessions and re-authentication in Chromium, in French and Arabic: a student signed in on two
// browsers sees both and ends the other, which is signed out at its next action; a change of password
// can keep the other sessions; an admin ends all of a student's sessions; an export 11 minutes after
// the admin's sign-in asks them to confirm it is them, then downloads.

interface Texts {
  sessions: string;
  thisDevice: string;
  sessionEnded: string;
  sessionsEnded: string;
  keepOthers: string;
  passwordChanged: string;
  endAll: string;
  exportCsv: string;
  confirmItIsYou: string;
  useCode: string;
  codeField: RegExp;
  confirm: string;
}

const TEXTS: Record<'fr' | 'ar', Texts> = {
  fr: {
    sessions: 'Sessions',
    thisDevice: 'Cet appareil',
    sessionEnded: 'La session a été fermée.',
    sessionsEnded: 'Les sessions ont été fermées.',
    keepOthers: 'Déconnecter mes autres sessions',
    passwordChanged: 'Mot de passe changé avec succès.',
    endAll: 'Fermer toutes les sessions',
    exportCsv: 'Exporter en CSV',
    confirmItIsYou: 'Confirmez qu’il s’agit bien de vous',
    useCode: 'Utiliser plutôt un code',
    codeField: /^Code de l’application ou code de secours/,
    confirm: 'Confirmer',
  },
  ar: {
    sessions: 'الجلسات',
    thisDevice: 'هذا الجهاز',
    sessionEnded: 'تم إنهاء الجلسة.',
    sessionsEnded: 'تم إنهاء الجلسات.',
    keepOthers: 'إنهاء جلساتي الأخرى',
    passwordChanged: 'تم تغيير كلمة المرور بنجاح.',
    endAll: 'إنهاء كل الجلسات',
    exportCsv: 'تصدير CSV',
    confirmItIsYou: 'أكّد أنك صاحب الحساب',
    useCode: 'استخدام رمز بدلاً من ذلك',
    codeField: /^رمز من التطبيق أو رمز استرداد/,
    confirm: 'تأكيد',
  },
};

const ELEVEN_MINUTES = 11 * 60 * 1000;

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** A student whose only sessions will be the browsers' (the factory's own is ended first). */
async function studentWithoutSessions(email: string): Promise<TestUser> {
  const student = await createUser(platform.api, { email });
  const answer = await platform.bff.graphql(
    'mutation EndFactorySession($refreshToken: String) { logout(refreshToken: $refreshToken) { success } }',
    { refreshToken: student.refreshToken },
    { token: student.token },
  );
  if (answer.errors?.length) throw new Error(`logout failed: ${JSON.stringify(answer.errors)}`);
  return student;
}

/** A browser of its own (storage, session), signed in as the student. */
async function studentBrowser(language: Language, student: TestUser): Promise<Page> {
  const { page } = await openSession(browser, platform.webUrl, language);
  await signIn(page, student.user.email, student.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

const sessionItems = (page: Page) => page.getByTestId('session');

/** The profile's sessions, once listed. */
async function openSessions(page: Page, texts: Texts) {
  await page.goto('/profile');
  await page.getByRole('heading', { name: texts.sessions, exact: true }).waitFor();
  await sessionItems(page).first().waitFor();
  return sessionItems(page);
}

/** The next thing a signed-out browser does lands on the sign-in page. */
async function expectSignedOutAtNextAction(page: Page) {
  await page.goto('/applications');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('dialog').locator('input[type="password"]').waitFor();
}

describe.each(['fr', 'ar'] as const)('sessions and re-authentication (%s)', (language) => {
  const texts = TEXTS[language];
  const domain = `sessions-${language}.example.ma`;

  it('lists both browsers of a student, this one marked; ending the other signs it out at its next action', async () => {
    const student = await studentWithoutSessions(`nadia@${domain}`);
    const first = await studentBrowser(language, student);
    const other = await studentBrowser(language, student);

    const items = await openSessions(first, texts);
    await expect.poll(() => items.count()).toBe(2);
    await expect.poll(() => items.first().textContent()).toContain(texts.thisDevice);
    const otherItem = items.filter({ hasNotText: texts.thisDevice });
    expect(await otherItem.textContent()).toMatch(/Chrom(e|ium)/);
    await otherItem.getByRole('button').click();

    await first.getByText(texts.sessionEnded).waitFor();
    await expect.poll(() => items.count()).toBe(1);
    await expectSignedOutAtNextAction(other);
    // The one that ended it is still signed in.
    await expect.poll(async () => (await openSessions(first, texts)).count()).toBe(1);
  });

  it('keeps the other session when the password changes with the box unticked', async () => {
    const student = await studentWithoutSessions(`karim@${domain}`);
    const first = await studentBrowser(language, student);
    const other = await studentBrowser(language, student);

    await first.goto('/change-password');
    const form = first.locator('form');
    await form.locator('input[autocomplete="current-password"]').fill(student.password);
    await form.locator('input[autocomplete="new-password"]').nth(0).fill('Dune-Cedre-2027');
    await form.locator('input[autocomplete="new-password"]').nth(1).fill('Dune-Cedre-2027');
    const keepOthers = form.getByRole('checkbox', { name: texts.keepOthers });
    expect(await keepOthers.isChecked()).toBe(true);
    await keepOthers.uncheck();
    await form.locator('button[type="submit"]').click();
    await first.getByText(texts.passwordChanged).waitFor();

    const items = await openSessions(other, texts);
    await expect.poll(() => items.count()).toBe(2);
    expect(other.url()).toMatch(/\/profile$/);
  });

  it('lets an admin end all of a student’s sessions, then asks them to confirm it is them before an export', async () => {
    const student = await studentWithoutSessions(`salma@${domain}`);
    const studentPage = await studentBrowser(language, student);
    const admin = await withTotp(platform.api, await createAdmin(platform.api, { email: `amina@${domain}` }));
    const { page } = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT);
    await signInStaff(page, platform.api, admin);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));

    await page.goto(`/admin/accounts/${student.user.id}`);
    await page.getByRole('button', { name: texts.endAll }).click();
    const confirmation = page.getByRole('dialog');
    await confirmation.getByRole('button', { name: texts.endAll }).click();
    await page.getByText(texts.sessionsEnded).waitFor();
    await expectSignedOutAtNextAction(studentPage);

    // The admin's password was given at sign-in, 11 minutes ago on the api's clock.
    platform.api.clock.advance(ELEVEN_MINUTES);
    await page.goto('/admin/accounts');
    await page.getByRole('table').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.exportCsv }).click();
    const reauthentication = page.getByRole('dialog', { name: texts.confirmItIsYou });
    await reauthentication.waitFor();
    expect(
      await reauthentication.evaluate(
        (panel) => panel.ownerDocument.defaultView?.getComputedStyle(panel).direction,
      ),
    ).toBe(language === 'ar' ? 'rtl' : 'ltr');
    if (language === 'fr') {
      await reauthentication.locator('input[type="password"]').fill(admin.password);
    } else {
      await reauthentication.getByRole('button', { name: texts.useCode }).click();
      await reauthentication.getByLabel(texts.codeField).fill(totpCode(platform.api, admin.totpSecret));
    }
    await reauthentication.getByRole('button', { name: texts.confirm, exact: true }).click();

    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^accounts-\d{4}-\d{2}-\d{2}\.csv$/);
    await reauthentication.waitFor({ state: 'detached' });
  });
});
