import { attachRegistrationDocuments, createAdmin, createPendingStudent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { chooseDocument, CONTRACT_PNG, NEW_RECEIPT_JPEG, RECEIPT_PDF } from './harness/documents.ts';
import { onPlatform, startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';

// A student's ways back, in French and Arabic on a 390 px phone: a forgotten password, an e-mail
// address to verify or correct, a rejected account sending new documents.

interface Texts {
  forgotPassword: string;
  sendLink: string;
  resent: string;
  changed: string;
  changePassword: string;
  linkUsed: string;
  invalidCredentials: string;
  verifyTitle: string;
  resend: string;
  correctAddress: string;
  sendToAddress: string;
  pendingTitle: string;
  rejectedTitle: string;
  receipt: RegExp;
  contract: RegExp;
  askReview: string;
}

const TEXTS: Record<'fr' | 'ar', Texts> = {
  fr: {
    forgotPassword: 'Mot de passe oublié ?',
    sendLink: 'Envoyer le lien',
    resent: 'Un nouveau lien de vérification a été envoyé à',
    changed: 'Adresse modifiée.',
    changePassword: 'Changer le mot de passe',
    linkUsed: 'Ce lien de réinitialisation a déjà été utilisé.',
    invalidCredentials: 'E-mail ou mot de passe incorrect.',
    verifyTitle: 'Vérifiez votre adresse e-mail',
    resend: 'Renvoyer le lien de vérification',
    correctAddress: 'Adresse e-mail corrigée',
    sendToAddress: 'Envoyer le lien à cette adresse',
    pendingTitle: "Compte en attente d'approbation",
    rejectedTitle: 'Compte refusé',
    receipt: /Reçu de paiement/,
    contract: /Contrat de service/,
    askReview: 'Demander un nouvel examen',
  },
  ar: {
    forgotPassword: 'نسيت كلمة المرور؟',
    sendLink: 'إرسال الرابط',
    resent: 'تم إرسال رابط تحقق جديد إلى',
    changed: 'تم تغيير العنوان.',
    changePassword: 'تغيير كلمة المرور',
    linkUsed: 'تم استخدام رابط إعادة التعيين هذا من قبل.',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    verifyTitle: 'تحقق من بريدك الإلكتروني',
    resend: 'إعادة إرسال رابط التحقق',
    correctAddress: 'البريد الإلكتروني الصحيح',
    sendToAddress: 'إرسال الرابط إلى هذا العنوان',
    pendingTitle: 'الحساب في انتظار الموافقة',
    rejectedTitle: 'تم رفض الحساب',
    receipt: /إيصال الدفع/,
    contract: /عقد الخدمة/,
    askReview: 'طلب مراجعة جديدة',
  },
};

const NEW_PASSWORD = 'Nouveau-Secret-2026';
const REJECTION_REASON = 'Le contrat n’est pas signé.';

let platform: E2ePlatform;
let browser: Browser;
let admin: TestUser & { totpSecret: string };

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  admin = await withTotp(platform.api, await createAdmin(platform.api));
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** Types the new password and its confirmation on /reset-password (both show/hide fields). */
async function chooseNewPassword(page: Page, password: string) {
  const fields = page.locator('input[autocomplete="new-password"]');
  await fields.nth(0).fill(password);
  await fields.nth(1).fill(password);
}

/** The last link of `kind` mailed to `email`, moved onto the platform under test. */
async function mailedLink(email: string, kind: '/reset-password' | '/verify-email'): Promise<string> {
  const mail = await platform.mailTo(email);
  const link = mail.links.find((candidate) => candidate.includes(`${kind}?token=`));
  if (!link) throw new Error(`No ${kind} link in the last mail to ${email}`);
  return onPlatform(platform, link);
}

describe.each<'fr' | 'ar'>(['fr', 'ar'])('in %s', (language: Language & ('fr' | 'ar')) => {
  const text = TEXTS[language];
  const folder = `account-${language}`;

  it('a forgotten password: the mailed link sets a new one and signs in; the old password and the link are refused after', async () => {
    const { user, password } = await createUser(platform.api, { language, email: `oubli.${language}@example.ma` });
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);

    await page.goto('/login');
    await page.getByRole('dialog').getByRole('button', { name: text.forgotPassword }).click();
    const dialog = page.getByRole('dialog', { name: text.forgotPassword });
    await dialog.locator('input[type="email"]').fill(user.email);
    await inspectPage(page, language, '01-forgot-password', folder);
    await dialog.getByRole('button', { name: text.sendLink, exact: true }).click();
    await dialog.getByRole('status').waitFor();

    const link = await mailedLink(user.email, '/reset-password');
    await page.goto(link);
    await chooseNewPassword(page, NEW_PASSWORD);
    await inspectPage(page, language, '02-reset-password', folder);
    await page.getByRole('button', { name: text.changePassword, exact: true }).click();

    // Signed in: an approved student lands on the scholarships.
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.goto(link);
    await chooseNewPassword(page, 'Encore-Autre-2026');
    await page.getByRole('button', { name: text.changePassword, exact: true }).click();
    await page.getByRole('alert').filter({ hasText: text.linkUsed }).waitFor();
    await context.close();

    const visitor = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    await signIn(visitor.page, user.email, password);
    await visitor.page.getByRole('dialog').getByRole('alert').filter({ hasText: text.invalidCredentials }).waitFor();
    await signIn(visitor.page, user.email, NEW_PASSWORD);
    await visitor.page.waitForURL((url) => url.pathname === '/bourses');
    await visitor.context.close();
  });

  it('an unverified address: resent, then corrected; the link reaches the new address and verifies it', async () => {
    const mistyped = `salma.${language}@exmaple.ma`;
    const corrected = `salma.${language}@example.ma`;
    const student = await createPendingStudent(platform.api, { language, email: mistyped });
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);

    await signIn(page, mistyped, student.password);
    await page.waitForURL((url) => url.pathname === '/pending');
    await page.getByRole('heading', { level: 1, name: text.verifyTitle }).waitFor();
    await page.getByText(mistyped).first().waitFor();
    await inspectPage(page, language, '03-verify-email', folder);

    await page.getByRole('button', { name: text.resend }).click();
    await page.getByRole('status').filter({ hasText: `${text.resent} ${mistyped}` }).waitFor();
    const oldLink = await mailedLink(mistyped, '/verify-email');

    await page.getByLabel(text.correctAddress, { exact: false }).fill(corrected);
    await page.getByRole('button', { name: text.sendToAddress }).click();
    await page.getByRole('status').filter({ hasText: text.changed }).filter({ hasText: corrected }).waitFor();
    await page.getByRole('main').getByText(corrected, { exact: true }).waitFor();
    await inspectPage(page, language, '04-address-corrected', folder);

    await page.goto(oldLink);
    await page.getByRole('alert').waitFor();
    await page.goto(await mailedLink(corrected, '/verify-email'));
    await page.getByRole('status').waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);

    await page.goto('/pending');
    await page.getByRole('heading', { level: 1, name: text.pendingTitle }).waitFor();
    await context.close();
  });

  it('a rejected account sends new documents and waits in the staff queue again', async () => {
    const student = await createPendingStudent(platform.api, {
      language,
      email: `refus.${language}@example.ma`,
      firstName: language === 'ar' ? 'سلمى' : 'Salma',
      lastName: `Rejet ${language}`,
      isVerified: true,
      verifiedAt: new Date(),
      approvalStatus: 'REJECTED',
      rejectionReason: REJECTION_REASON,
    });
    await attachRegistrationDocuments(platform.api, student, {
      paymentReceipt: { content: RECEIPT_PDF.buffer, mimeType: RECEIPT_PDF.mimeType, originalName: RECEIPT_PDF.name },
      serviceContract: { content: CONTRACT_PNG.buffer, mimeType: CONTRACT_PNG.mimeType, originalName: CONTRACT_PNG.name },
    });
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);

    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/pending');
    await page.getByRole('heading', { level: 1, name: text.rejectedTitle }).waitFor();
    await page.getByText(REJECTION_REASON).waitFor();
    await chooseDocument(page.getByRole('button', { name: text.receipt }), NEW_RECEIPT_JPEG);
    await chooseDocument(page.getByRole('button', { name: text.contract }), RECEIPT_PDF);
    await page.getByText(NEW_RECEIPT_JPEG.name).waitFor();
    await inspectPage(page, language, '05-rejected-new-documents', folder);
    await page.getByRole('button', { name: text.askReview }).click();

    await page.getByRole('heading', { level: 1, name: text.pendingTitle }).waitFor();
    await expect.poll(() => page.getByText(REJECTION_REASON).count()).toBe(0);
    await inspectPage(page, language, '06-waiting-again', folder);
    await context.close();

    const staff = await openSession(browser, platform.webUrl, 'fr');
    await signInStaff(staff.page, platform.api, admin);
    await staff.page.waitForURL((url) => url.pathname === '/admin');
    await staff.page.goto('/admin/accounts?approval=PENDING');
    await staff.page.getByRole('link', { name: `${student.user.firstName} ${student.user.lastName}` }).waitFor();
    await staff.context.close();
  });
});
