import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { apply } from '@bourses/api/test/factories/applications';
import { postRegistration, registrationFields } from '@bourses/api/test/factories/auth';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { attachRegistrationDocuments, createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import { readZip } from '@bourses/api/test/factories/zip';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from './harness/accessibility.ts';
import { launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { CONTRACT_PNG, RECEIPT_PDF } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { sidewaysOverflow } from './harness/inspect-page.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';
import { openPage } from './harness/page-state.ts';
import { waitForQuietNetwork } from './harness/quiet-network.ts';

// A student's own data (law 09-08), in French and in Arabic: the zip of everything the platform
// holds about them, opened here and compared byte for byte; the deletion of their account, after
// which they cannot sign in, their address registers again and the staff see the application
// anonymised; and the privacy page on a phone.

const TEXTS = {
  fr: {
    download: 'Télécharger mes données',
    deleteAccount: 'Supprimer mon compte',
    confirmDeletion: 'Supprimer définitivement mon compte',
    wrongPassword: 'Mot de passe incorrect : votre compte n’a pas été supprimé.',
    deleted: 'Votre compte a été supprimé. Vos candidatures sont conservées de façon anonyme.',
    invalidCredentials: 'E-mail ou mot de passe incorrect.',
    deletedAccount: 'Compte supprimé',
    privacyTitle: 'Politique de confidentialité',
    privacyLink: 'politique de confidentialité',
    register: "S'inscrire",
    law: 'n° 09-08',
  },
  ar: {
    download: 'تنزيل بياناتي',
    deleteAccount: 'حذف حسابي',
    confirmDeletion: 'حذف حسابي نهائيًا',
    wrongPassword: 'كلمة المرور غير صحيحة: لم يُحذف حسابك.',
    deleted: 'تم حذف حسابك. تُحفظ طلباتك دون أي معلومات تعرّف بك.',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    deletedAccount: 'حساب محذوف',
    privacyTitle: 'سياسة الخصوصية',
    privacyLink: 'سياسة الخصوصية',
    register: 'التسجيل',
    law: 'رقم 09-08',
  },
} satisfies Record<string, Record<string, string>>;

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  agent = await withTotp(platform.api, await createAgent(platform.api, { email: 'agent.donnees@example.ma' }));
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe.each<Language>(['fr', 'ar'])('a student’s own data, in %s', (language) => {
  const text = TEXTS[language === 'ar' ? 'ar' : 'fr'];
  const applicationReceipt = Buffer.concat([PDF_FILE, randomBytes(4096)]);
  let student: TestUser;
  let applicationId: number;
  let page: Page;

  beforeAll(async () => {
    student = await createUser(platform.api, {
      email: `donnees.${language}@example.ma`,
      firstName: language === 'ar' ? 'سلمى' : 'Salma',
      // Not the factories' "Bennani": the staff page lists agents named so, and must not show this student.
      lastName: language === 'ar' ? 'الوزاني' : 'Ouazzani',
      language,
    });
    await attachRegistrationDocuments(platform.api, student, {
      paymentReceipt: { content: RECEIPT_PDF.buffer, mimeType: RECEIPT_PDF.mimeType, originalName: RECEIPT_PDF.name },
      serviceContract: { content: CONTRACT_PNG.buffer, mimeType: CONTRACT_PNG.mimeType, originalName: CONTRACT_PNG.name },
    });
    const scholarship = await createScholarship(platform.api, {}, { fr: { title: `Bourse Fès ${language}` } });
    const applied = await apply(platform.api, student, scholarship.id, { content: applicationReceipt, name: 'virement.pdf' });
    applicationId = applied.body.data.id;
    ({ page } = await openSession(browser, platform.webUrl, language));
  });

  it('downloads one zip holding the profile, the application and every file, byte for byte', async () => {
    await signIn(page, student.user.email, student.password);
    await page.waitForURL('**/bourses');
    await page.goto('/profile');
    const button = page.getByRole('button', { name: text.download, exact: true });
    await expect.poll(() => button.isEnabled()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);

    expect(download.suggestedFilename()).toMatch(/^bourses-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await readZip(await readFile(await download.path()));
    expect(entries.get('documents/payment-receipt.pdf')?.equals(RECEIPT_PDF.buffer)).toBe(true);
    expect(entries.get('documents/service-contract.png')?.equals(CONTRACT_PNG.buffer)).toBe(true);
    expect(entries.get(`applications/${applicationId}/receipt.pdf`)?.equals(applicationReceipt)).toBe(true);
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    expect(data.profile).toMatchObject({
      email: student.user.email,
      firstName: student.user.firstName,
      lastName: student.user.lastName,
      phoneNumber: student.user.phoneNumber,
      language,
    });
    expect(data.registrationDocuments.paymentReceipt).toMatchObject({
      file: 'documents/payment-receipt.pdf',
      originalName: RECEIPT_PDF.name,
    });
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        status: 'pending',
        scholarship: expect.objectContaining({ title: `Bourse Fès ${language}` }),
        receipt: expect.objectContaining({ file: `applications/${applicationId}/receipt.pdf`, originalName: 'virement.pdf' }),
        history: [expect.objectContaining({ status: 'pending', by: 'student' })],
      }),
    ]);
    await saveScreenshot(page, `my-data-${language}`, '01-profile');
  });

  it('deletes the account after the password: signing in fails, the address registers again', async () => {
    await page.getByRole('button', { name: text.deleteAccount, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.deleteAccount });
    await dialog.locator('input[type="password"]').fill('PasLeBon2026');
    await dialog.getByRole('button', { name: text.confirmDeletion }).click();
    await expect.poll(() => dialog.getByText(text.wrongPassword).isVisible()).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
    await saveScreenshot(page, `my-data-${language}`, '02-delete-dialog');

    await dialog.locator('input[type="password"]').fill(student.password);
    await dialog.getByRole('button', { name: text.confirmDeletion }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText(text.deleted).isVisible()).toBe(true);
    await signIn(page, student.user.email, student.password);
    await expect
      .poll(() => page.getByRole('dialog').getByText(text.invalidCredentials).isVisible())
      .toBe(true);
    await postRegistration(platform.api, registrationFields({ email: student.user.email })).expect(201);
  });

  it('shows the staff the application as a deleted account, without the student', async () => {
    const { context, page: staffPage } = await openSession(browser, platform.webUrl, language);
    await signInStaff(staffPage, platform.api, agent);
    await staffPage.waitForURL('**/admin');

    await staffPage.goto(`/admin/applications/${applicationId}`);

    await expect.poll(() => staffPage.getByText(text.deletedAccount, { exact: true }).isVisible()).toBe(true);
    const content = (await staffPage.locator('main').textContent()) ?? '';
    expect(content).not.toContain(student.user.email);
    expect(content).not.toContain(student.user.lastName);
    await saveScreenshot(staffPage, `my-data-${language}`, '03-staff-application');
    await context.close();
  });

  it('has a privacy page, linked from the footer and the registration form, that fits a phone', async () => {
    const desktop = await openSession(browser, platform.webUrl, language);
    await openPage(desktop.page, '/');
    await desktop.page.getByRole('banner').getByRole('button', { name: text.register, exact: true }).click();
    const notice = desktop.page.getByRole('dialog').getByRole('link', { name: text.privacyLink });
    expect(await notice.getAttribute('href')).toBe('/privacy-policy');
    await desktop.context.close();
    const { context, page: phone } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    await openPage(phone, '/');

    await phone.getByRole('contentinfo').getByRole('link', { name: text.privacyTitle }).click();

    await phone.waitForURL('**/privacy-policy');
    await expect.poll(() => phone.getByRole('heading', { name: text.privacyTitle, level: 1 }).isVisible()).toBe(true);
    await waitForQuietNetwork(phone);
    expect(await phone.getByText(text.law).count()).toBeGreaterThan(0);
    expect(await phone.getByText('CNDP').count()).toBeGreaterThan(0);
    expect(await phone.locator('html').getAttribute('lang')).toBe(language);
    expect(await phone.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await blockingViolations(phone)).toEqual([]);
    expect(await sidewaysOverflow(phone)).toBe(0);
    await saveScreenshot(phone, `my-data-${language}`, '04-privacy-phone');
    await context.close();
  });
});
