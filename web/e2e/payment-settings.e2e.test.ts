import { PDF_FILE } from '@bourses/api/test/factories/files';
import { createAdmin, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import { formatMoney } from '@bourses/common/money';
import { formatRib, ribKey } from '@bourses/common/rib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { fillRegistrationForm } from './harness/registration-form.ts';
import { signInStaff } from './harness/sign-in.ts';

// Issue 29's settings (docs/payments.md, Settings): an ADMIN sets the fee, the payee, bank and RIB and
// uploads the service contract template on the console; the registration form shows them, in French
// and in Arabic, with the template to download (French's, where Arabic has none).

const ACCOUNT = '0117800000123456789012';
const RIB = formatRib(`${ACCOUNT}${ribKey(ACCOUNT)}`);
const FEE_CENTIMES = 17_550;
const PAYEE = 'Association Bourses Maroc';
const BANK = 'Attijariwafa Bank';
const OTHER_WAYS_FR = 'En espèces dans une agence CashPlus ou Wafacash, avec la référence.';

const WORDS = {
  fr: {
    register: "S'inscrire",
    registerDialog: 'Créer un compte',
    howToPay: 'Comment payer',
    contract: 'Télécharger le contrat de service',
    receipt: /^Reçu de paiement/,
    contractUpload: /^Contrat de service/,
    registered: 'Inscription réussie ! Veuillez vérifier votre e-mail.',
  },
  ar: {
    register: 'التسجيل',
    registerDialog: 'إنشاء حساب',
    howToPay: 'طريقة الأداء',
    contract: 'تحميل عقد الخدمة',
    receipt: /^إيصال الدفع/,
    contractUpload: /^عقد الخدمة/,
    registered: 'تم التسجيل بنجاح! يرجى التحقق من بريدك الإلكتروني.',
  },
} as const satisfies Partial<Record<Language, Record<string, string | RegExp>>>;

const PASSWORD = 'Motdepasse2026!';

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** Opens the register dialog from the sign-in page, and answers its how-to-pay panel once shown. */
async function openRegistration(page: Page, language: 'fr' | 'ar') {
  const words = WORDS[language];
  await page.goto('/login');
  await page.getByRole('dialog').getByRole('button', { name: words.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.registerDialog });
  const howToPay = dialog.getByRole('region', { name: words.howToPay });
  await howToPay.waitFor();
  return { dialog, howToPay };
}

describe('payment settings, from the console to the registration form', () => {
  it('an ADMIN saves the fee, payee, bank and RIB, and uploads the French contract template', async () => {
    const admin = await withTotp(platform.api, await createAdmin(platform.api));
    const { context, page } = await openSession(browser, platform.webUrl, 'fr');
    await signInStaff(page, platform.api, admin);
    await page.waitForURL('**/admin');

    await page.goto('/admin/payments/settings');
    const form = page.getByRole('form', { name: 'Réglages des paiements' });
    await form.getByLabel('Frais d’inscription (MAD)').fill(String(FEE_CENTIMES / 100));
    await form.getByLabel('Bénéficiaire (titulaire du compte)').fill(PAYEE);
    await form.getByLabel('Banque du bénéficiaire').fill(BANK);
    // Typed without spaces, grouped as attestations print it.
    await form.getByLabel('RIB du bénéficiaire (24 chiffres)').fill(RIB.replaceAll(' ', ''));
    expect(await form.getByLabel('RIB du bénéficiaire (24 chiffres)').inputValue()).toBe(RIB);
    await form.getByLabel('Autres moyens de paiement (français)').fill(OTHER_WAYS_FR);
    await form.getByRole('button', { name: 'Enregistrer les réglages' }).click();
    await page.getByText('Réglages des paiements enregistrés.').waitFor();

    await form.getByLabel('Modèle de contrat de service (français, PDF)').setInputFiles({
      name: 'contrat-de-service.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_FILE,
    });
    await page.getByText('Modèle de contrat de service envoyé.').waitFor();
    await form.getByRole('group', { name: 'français' }).getByRole('link', { name: 'Modèle actuel' }).waitFor();
    await inspectPage(page, 'fr', 'payment-settings-saved', 'payment-settings');

    const settings = await platform.api.context.db.selectFrom('paymentSettings').selectAll().executeTakeFirstOrThrow();
    expect(settings).toMatchObject({ registrationFeeCentimes: FEE_CENTIMES, payee: PAYEE, bankName: BANK, rib: RIB.replaceAll(' ', '') });
    await context.close();
  });

  it.each(['fr', 'ar'] as const)('a visitor registering in %s sees the fee, the RIB grouped and a contract to download', async (language) => {
    const words = WORDS[language];
    const { context, page } = await openSession(browser, platform.webUrl, language);

    const { howToPay } = await openRegistration(page, language);
    expect(await howToPay.textContent()).toContain(formatMoney({ centimes: FEE_CENTIMES, currency: 'MAD' }, language));
    expect(await howToPay.textContent()).toContain(PAYEE);
    expect(await howToPay.getByTestId('payment-rib').textContent()).toBe(RIB);
    const contract = howToPay.getByRole('link', { name: words.contract });
    const href = await contract.getAttribute('href');
    expect(href).toMatch(/^\/files\/payments\/service-contract\//);
    const download = await page.request.get(href ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await inspectPage(page, language, 'registration-how-to-pay', `payment-settings-${language}`);
    await context.close();
  });

  it.each(['fr', 'ar'] as const)(
    'a visitor in %s is given the payment’s reference to copy, keeps it across a reload, and registers under it',
    async (language) => {
      const words = WORDS[language];
      const email = `reference.${language}@example.ma`;
      const { context, page } = await openSession(browser, platform.webUrl, language);

      const shown = (await openRegistration(page, language)).howToPay.getByTestId('payment-reference');
      await shown.waitFor();
      const reference = (await shown.textContent()) ?? '';
      expect(reference).toMatch(/^B[0-9A-Z]{7}$/);
      expect(await shown.getAttribute('dir')).toBe('ltr');
      // Paid today, registered tomorrow: the same browser shows the same reference.
      await page.reload();
      const { dialog, howToPay } = await openRegistration(page, language);
      await howToPay.getByTestId('payment-reference').filter({ hasText: reference }).waitFor();
      await howToPay.getByRole('button', { name: new RegExp(reference) }).click();
      await howToPay.getByRole('status').filter({ hasText: /./ }).waitFor();
      await inspectPage(page, language, 'registration-reference', `payment-settings-${language}`);

      await fillRegistrationForm(dialog, email, PASSWORD, { receipt: words.receipt, contract: words.contractUpload });
      await dialog.locator('button[type="submit"]').click();
      // Sent at once, while the contract's photo may still be being made small: the form waits for it.
      await dialog.getByRole('status').filter({ hasText: words.registered }).waitFor();

      const payment = await platform.api.context.db
        .selectFrom('payments')
        .innerJoin('users', 'users.id', 'payments.userId')
        .select(['payments.reference', 'payments.amountDueCentimes'])
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(payment).toEqual({ reference, amountDueCentimes: FEE_CENTIMES });
      // Registered: the next registration on this browser gets a reference of its own.
      await page.reload();
      const next = (await openRegistration(page, language)).howToPay.getByTestId('payment-reference');
      await next.waitFor();
      expect(await next.textContent()).not.toBe(reference);
      await context.close();
    },
  );
});
