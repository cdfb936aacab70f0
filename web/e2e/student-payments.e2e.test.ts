import { postRegistration, registrationFields } from '@bourses/api/test/factories/auth';
import { createApplication } from '@bourses/api/test/factories/applications';
import { PUBLISHED_RIB } from '@bourses/api/test/factories/payment-settings';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import { formatMoney } from '@bourses/common/money';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { chooseDocument, RECEIPT_PDF } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn } from './harness/sign-in.ts';

// The student's side of issue 29 (docs/payments.md): the fee's amount, its reference to copy into the
// transfer and how to pay where they apply, then where the payment stands and, refused, why; the
// registration fee's payment on the pending page.

const WORDS = {
  fr: {
    applyDialog: 'Postuler à la bourse',
    applicationFee: 'Frais de candidature',
    registrationFee: 'Frais d’inscription',
    copy: /^Copier la référence/,
    copied: 'Référence copiée.',
    receiptZone: /Reçu de paiement/,
    send: 'Envoyer',
    submitted: 'Reçu en cours de vérification',
    refused: 'Reçu refusé',
    howToPay: 'Comment payer',
  },
  ar: {
    applyDialog: 'التقديم على المنحة',
    applicationFee: 'رسوم الترشيح',
    registrationFee: 'رسوم التسجيل',
    copy: /^نسخ المرجع/,
    copied: 'تم نسخ المرجع.',
    receiptZone: /إيصال الدفع/,
    send: 'إرسال',
    submitted: 'الوصل قيد التحقق',
    refused: 'تم رفض الوصل',
    howToPay: 'طريقة الأداء',
  },
} as const satisfies Partial<Record<Language, Record<string, string | RegExp>>>;

const APPLICATION_FEE_CENTIMES = 25_000;
const REGISTRATION_FEE_CENTIMES = 15_000;
const REFUSAL = 'Le montant du reçu ne correspond pas aux frais.';
const REFERENCE = /^B[0-9A-Z]{7}$/;

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  // What an ADMIN sets on the console's settings page (payment-settings.e2e.test.ts drives that page).
  await platform.api.context.db
    .updateTable('paymentSettings')
    .set({
      registrationFeeCentimes: REGISTRATION_FEE_CENTIMES,
      payee: 'Association Bourses Maroc',
      bankName: 'Bank Al-Maghrib',
      rib: PUBLISHED_RIB.replaceAll(' ', ''),
    })
    .execute();
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const paymentByReference = (reference: string) =>
  platform.api.context.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

/** The summary of a fee, by its heading; its reference as shown. */
function feeSummary(scope: Page | Locator, title: string) {
  const region = scope.getByRole('region', { name: title });
  return { region, reference: region.getByTestId('payment-reference') };
}

describe.each(['fr', 'ar'] as const)('a student paying a fee in %s', (language) => {
  const words = WORDS[language];
  const folder = `student-payments-${language}`;

  it('reads the amount and a reference in the apply dialog, copies it, applies, and finds the same reference on the application', async () => {
    const student = await createUser(platform.api);
    const scholarship = await createScholarship(platform.api, { applicationFeeCentimes: APPLICATION_FEE_CENTIMES });
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.webUrl });
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.goto(`/postuler/${scholarship.id}`);
    const dialog = page.getByRole('dialog', { name: words.applyDialog });
    const fee = feeSummary(dialog, words.applicationFee);
    await fee.reference.waitFor();
    const reference = (await fee.reference.textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    expect(await fee.region.textContent()).toContain(formatMoney({ centimes: APPLICATION_FEE_CENTIMES, currency: 'MAD' }, language));
    expect(await fee.reference.getAttribute('dir')).toBe('ltr');
    await fee.region.getByRole('region', { name: words.howToPay }).getByTestId('payment-rib').waitFor();
    await fee.region.getByRole('button', { name: words.copy }).click();
    await fee.region.getByRole('status').filter({ hasText: words.copied }).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(reference);
    await inspectPage(page, language, '01-apply-dialog-with-fee', folder);

    await chooseDocument(dialog.getByRole('button', { name: words.receiptZone }), RECEIPT_PDF);
    await dialog.getByRole('button', { name: words.send, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const payment = await paymentByReference(reference);
    expect(payment).toMatchObject({ status: 'RECEIPT_SUBMITTED', amountDueCentimes: APPLICATION_FEE_CENTIMES });
    await page.goto(`/applications/${payment.applicationId}`);
    const shown = feeSummary(page, words.applicationFee);
    await shown.region.getByText(words.submitted, { exact: true }).waitFor();
    expect(await shown.reference.textContent()).toBe(reference);
    await inspectPage(page, language, '02-application-receipt-submitted', folder);
    await context.close();
  });

  it('sees the receipt refused by staff, with the reason and how to pay again', async () => {
    const student = await createUser(platform.api);
    const scholarship = await createScholarship(platform.api, { applicationFeeCentimes: APPLICATION_FEE_CENTIMES });
    const application = await createApplication(platform.api, { student, scholarshipId: scholarship.id });
    const payment = await platform.api.context.db
      .selectFrom('payments')
      .selectAll()
      .where('applicationId', '=', application.id)
      .executeTakeFirstOrThrow();
    const agent = await createAgent(platform.api);
    await platform.api.http.post(`/api/payments/${payment.id}/refuse`).set(agent.auth).send({ reason: REFUSAL }).expect(200);
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.goto(`/applications/${application.id}`);

    const shown = feeSummary(page, words.applicationFee);
    await shown.region.getByText(words.refused, { exact: true }).waitFor();
    await shown.region.getByRole('alert').getByText(REFUSAL).waitFor();
    expect(await shown.reference.textContent()).toBe(payment.reference);
    await shown.region.getByRole('region', { name: words.howToPay }).waitFor();
    await inspectPage(page, language, '03-application-receipt-refused', folder);
    await context.close();
  });

  it("shows the registration fee's reference and status on the pending page", async () => {
    const fields = registrationFields({ lastName: `Alaoui ${language}` });
    await postRegistration(platform.api, fields).expect(201);
    const email = fields.email ?? '';
    const user = await platform.api.context.db
      .updateTable('users')
      .set({ isVerified: true, verifiedAt: new Date() })
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirstOrThrow();
    const payment = await platform.api.context.db
      .selectFrom('payments')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const { context, page } = await openSession(browser, platform.webUrl, language);

    await signIn(page, email, fields.password ?? '');
    await page.waitForURL((url) => url.pathname === '/pending');

    const shown = feeSummary(page, words.registrationFee);
    await shown.region.getByText(words.submitted, { exact: true }).waitFor();
    expect(await shown.reference.textContent()).toBe(payment.reference);
    expect(await shown.region.textContent()).toContain(formatMoney({ centimes: REGISTRATION_FEE_CENTIMES, currency: 'MAD' }, language));
    await inspectPage(page, language, '04-pending-registration-fee', folder);
    await context.close();
  });
});
