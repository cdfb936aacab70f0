import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, PHONE_VIEWPORT } from './harness/browser.ts';
import { onPlatform, startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { fillRegistrationForm } from './harness/registration-form.ts';
import { openStaffDesk, type StaffDesk } from './harness/staff-desk.ts';

// The way from registering to the catalogue on a phone, in French and Arabic, without a dead end
// (issue 28): the "check your e-mail" message stays and says where the link went and how to have it
// again; the verified address's "Continue" opens the sign-in dialog; /pending moves on by itself
// once staff approve the account.

interface Texts {
  register: string;
  registerDialog: string;
  receipt: RegExp;
  contract: RegExp;
  registered: string;
  sentTo: string;
  resend: string;
  resent: string;
  continue: string;
  loginDialog: string;
  pendingTitle: string;
}

const TEXTS: Record<'fr' | 'ar', Texts> = {
  fr: {
    register: "S'inscrire",
    registerDialog: 'Créer un compte',
    receipt: /^Reçu de paiement/,
    contract: /^Contrat de service/,
    registered: 'Inscription réussie ! Veuillez vérifier votre e-mail.',
    sentTo: 'Nous avons envoyé un lien de vérification à',
    resend: 'Renvoyer le lien de vérification',
    resent: 'Un nouveau lien de vérification a été envoyé à',
    continue: 'Continuer',
    loginDialog: 'Connexion',
    pendingTitle: "Compte en attente d'approbation",
  },
  ar: {
    register: 'التسجيل',
    registerDialog: 'إنشاء حساب',
    receipt: /^إيصال الدفع/,
    contract: /^عقد الخدمة/,
    registered: 'تم التسجيل بنجاح! يرجى التحقق من بريدك الإلكتروني.',
    sentTo: 'أرسلنا رابط تحقق إلى',
    resend: 'إعادة إرسال رابط التحقق',
    resent: 'تم إرسال رابط تحقق جديد إلى',
    continue: 'متابعة',
    loginDialog: 'تسجيل الدخول',
    pendingTitle: 'الحساب في انتظار الموافقة',
  },
};

const PASSWORD = 'Motdepasse2026!';
/** Past the 4 s after which the message used to vanish, and past the api's one link a minute. */
const A_MINUTE_LATER_MS = 61_000;

let platform: E2ePlatform;
let browser: Browser;
let staff: StaffDesk;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  staff = await openStaffDesk(platform);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** Fills the register dialog open on the page. */
async function fillRegistration(page: Page, text: Texts, email: string) {
  const dialog = page.getByRole('dialog', { name: text.registerDialog });
  await fillRegistrationForm(dialog, email, PASSWORD, text);
  return dialog;
}

/** How many mails went to `email` so far. */
async function mailsTo(email: string): Promise<number> {
  return (await platform.api.outbox()).filter((mail) => mail.to === email).length;
}

describe.each<'fr' | 'ar'>(['fr', 'ar'])('after registering, in %s', (language) => {
  const text = TEXTS[language];
  const email = `salma.inscription.${language}@example.ma`;
  const folder = `after-registering-${language}`;

  it('the message stays, names the address and has the link sent again', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    // The page's timers are ours to move: a minute passes without the test waiting it.
    await page.clock.install();
    await page.goto('/login');
    await page.getByRole('dialog').getByRole('button', { name: text.register, exact: true }).click();
    const dialog = await fillRegistration(page, text, email);
    await dialog.locator('button[type="submit"]').click();
    await dialog.getByRole('status').filter({ hasText: text.registered }).waitFor();
    await platform.mailTo(email);

    await page.clock.fastForward(A_MINUTE_LATER_MS);

    await dialog.getByRole('status').filter({ hasText: text.registered }).waitFor();
    expect(await dialog.getByText(text.sentTo).textContent()).toContain(email);
    await inspectPage(page, language, '01-registered', folder);
    // The api sends one link a minute: let that minute pass on its clock too.
    platform.api.clock.advance(A_MINUTE_LATER_MS);
    await dialog.getByRole('button', { name: text.resend }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: `${text.resent} ${email}` })
      .waitFor();
    await expect.poll(() => mailsTo(email)).toBe(2);
    await context.close();
  });

  it('the verified address goes on to sign in, and /pending moves on by itself once staff approve', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language, PHONE_VIEWPORT);
    const mail = await platform.mailTo(email);
    const link = mail.links.find((candidate) => candidate.includes('/verify-email?token='));
    if (!link) throw new Error(`No verification link in the last mail to ${email}`);
    await page.goto(onPlatform(platform, link));
    await page.getByRole('status').waitFor();

    await page.getByRole('link', { name: text.continue }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    const signIn = page.getByRole('dialog', { name: text.loginDialog });
    await signIn.locator('input[type="email"]').fill(email);
    await signIn.locator('input[type="password"]').fill(PASSWORD);
    await signIn.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/pending');
    await page.getByRole('heading', { level: 1, name: text.pendingTitle }).waitFor();

    await staff.approveAccount(email);
    // The student comes back to the tab (from the mailbox, say): the page asks again.
    await page.evaluate("window.dispatchEvent(new Event('focus'))");

    await page.waitForURL((url) => url.pathname === '/bourses');
    await context.close();
  });
});
