import { apply, type ReceiptUpload } from '@bourses/api/test/factories/applications';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { photographedReceipt, TRANSFER_NOTICE } from '@bourses/api/test/factories/receipts';
import sharp from 'sharp';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { signInStaff } from './harness/sign-in.ts';

// Issue 29, the staff's side of payments: on an application's page an agent sees the fee's amount,
// reference and receipt; approving it before its money is verified is refused with the api's message,
// and approving while verifying does both (the student is mailed); a receipt is refused with a reason;
// two payments sent with the same receipt file wait in the flagged queue, each linking to the other, and
// a photo sent again resized is flagged as similar.
// In French and Arabic, on a 1280 px screen.

const WORDS = {
  fr: {
    panel: 'Paiement',
    decision: 'Décision',
    approve: 'Approuver',
    save: 'Enregistrer la décision',
    updated: 'La candidature a été mise à jour.',
    notVerified: (reference: string) => `Le paiement ${reference} n’est pas vérifié : vérifiez-le avant d’approuver, ou en approuvant.`,
    verifyWithApproval: 'Vérifier le paiement en même temps',
    bankReference: 'Référence de l’opération bancaire',
    received: 'Paiement reçu',
    refuse: 'Refuser le reçu',
    reason: 'Motif du refus',
    refused: 'Reçu refusé',
    payments: 'Paiements',
    flaggedTab: 'Signalés',
    flaggedOnly: 'Signalés seulement',
    sameFile: (reference: string, name: string) => `Même fichier que le paiement ${reference} de ${name}`,
    similar: (reference: string, name: string) => `Photo semblable au reçu du paiement ${reference} de ${name}`,
    verifiedMail: (reference: string) => `Paiement ${reference} confirmé`,
    refusedMail: (reference: string) => `Reçu du paiement ${reference} refusé`,
  },
  ar: {
    panel: 'الدفعة',
    decision: 'القرار',
    approve: 'موافقة',
    save: 'حفظ القرار',
    updated: 'تم تحديث الطلب.',
    notVerified: (reference: string) => `الدفعة ${reference} لم يتم التحقق منها: تحقق منها قبل الموافقة أو أثناءها.`,
    verifyWithApproval: 'التحقق من الدفعة في نفس الوقت',
    bankReference: 'مرجع العملية البنكية',
    received: 'تم التوصل بالأداء',
    refuse: 'رفض الوصل',
    reason: 'سبب الرفض',
    refused: 'تم رفض الوصل',
    payments: 'الدفعات',
    flaggedTab: 'المُنبَّه عليها',
    flaggedOnly: 'المُنبَّه عليها فقط',
    sameFile: (reference: string, name: string) => `نفس ملف الدفعة ${reference} الخاصة بـ ${name}`,
    similar: (reference: string, name: string) => `صورة مشابهة لوصل الدفعة ${reference} الخاصة بـ ${name}`,
    verifiedMail: (reference: string) => `تم تأكيد الدفعة ${reference}`,
    refusedMail: (reference: string) => `تم رفض وصل الدفعة ${reference}`,
  },
} as const;

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };
let receiptNumber = 0;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  agent = await withTotp(platform.api, await createAgent(platform.api, { firstName: 'Karim', lastName: 'Paiements' }));
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** A receipt no other payment sent (the factories' PDF is shared: every copy of it would be flagged). */
const ownReceipt = (): ReceiptUpload => ({
  content: Buffer.concat([PDF_FILE, Buffer.from(`% e2e receipt ${(receiptNumber += 1)}\n`)]),
  name: 'recu.pdf',
});

interface PaidApplication {
  student: TestUser;
  name: string;
  applicationId: number;
  paymentId: number;
  reference: string;
}

/** A new student, writing in `language`, applies to a scholarship with a fee of 250 MAD. */
async function paidApplication(language: Language, firstName: string, receipt: ReceiptUpload = ownReceipt()): Promise<PaidApplication> {
  const { api } = platform;
  const student = await createUser(api, { firstName, lastName: `Alaoui ${language}`, language });
  const { id: scholarshipId } = await createScholarship(
    api,
    { applicationFeeCentimes: 25_000 },
    { fr: { title: 'Bourse Atlas' }, ar: { title: 'منحة الأطلس' } },
  );
  const res = await apply(api, student, scholarshipId, receipt);
  if (res.status !== 201) throw new Error(`apply answered ${res.status}: ${JSON.stringify(res.body)}`);
  const applicationId: number = res.body.data.id;
  const payment = await api.context.db
    .selectFrom('payments')
    .select(['id', 'reference'])
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { student, name: `${firstName} Alaoui ${language}`, applicationId, paymentId: payment.id, reference: payment.reference };
}

const paymentRow = (paymentId: number) =>
  platform.api.context.db
    .selectFrom('payments')
    .select(['status', 'amountReceivedCentimes', 'bankTransactionReference', 'refusalReason'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();

const subjectsTo = async (email: string) =>
  (await platform.api.outbox()).filter((mail) => mail.to === email).map((mail) => mail.subject);

/** The table's width beside its box's, and the page's beside the screen's (as staff-tables checks them). */
function widthsOf(table: Locator) {
  return table.evaluate((element) => {
    const root = element.ownerDocument.documentElement;
    return { table: element.scrollWidth, box: element.parentElement?.clientWidth ?? 0, page: root.scrollWidth, screen: root.clientWidth };
  });
}

describe.each(['fr', 'ar'] as const)('staff payment review (%s)', (language) => {
  const words = WORDS[language];
  const folder = `staff-payments-${language}`;
  let page: Page;

  beforeAll(async () => {
    ({ page } = await openSession(browser, platform.webUrl, language, DESKTOP_VIEWPORT));
    await signInStaff(page, platform.api, agent);
    await page.waitForURL(/\/admin$/);
  });

  it('refuses to approve an application before its fee is verified, then approves it while verifying', async () => {
    const paid = await paidApplication(language, 'Amal');
    await page.goto(`/admin/applications/${paid.applicationId}`);

    const panel = page.getByRole('region', { name: words.panel, exact: true });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('250,00');
    expect(await panel.getByText(paid.reference, { exact: true }).isVisible()).toBe(true);
    // The receipt, previewed on the page.
    await page.locator('figure').locator('iframe, img').first().waitFor();

    const decision = page.getByRole('group', { name: words.decision });
    await decision.getByRole('radio', { name: words.approve }).check();
    await page.getByRole('button', { name: words.save }).click();
    await page.getByText(words.notVerified(paid.reference)).waitFor();
    expect((await paymentRow(paid.paymentId)).status).toBe('RECEIPT_SUBMITTED');

    await page.getByRole('checkbox', { name: words.verifyWithApproval }).check();
    await page.getByLabel(words.bankReference).fill(`VIR ${language} 2026 ${paid.paymentId}`);
    await saveScreenshot(page, folder, 'approve-while-verifying');
    await page.getByRole('button', { name: words.save }).click();
    await page.getByText(words.updated).first().waitFor();

    await panel.getByText(words.received, { exact: true }).waitFor();
    expect(await panel.getByRole('button').count()).toBe(0);
    const row = await paymentRow(paid.paymentId);
    expect(row).toMatchObject({ status: 'VERIFIED', amountReceivedCentimes: 25_000, bankTransactionReference: `VIR${language.toUpperCase()}2026${paid.paymentId}` });
    const application = await platform.api.context.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', paid.applicationId)
      .executeTakeFirstOrThrow();
    expect(application.status).toBe('approved');
    expect(await subjectsTo(paid.student.user.email)).toContain(words.verifiedMail(paid.reference));
    await saveScreenshot(page, folder, 'application-approved');
  });

  it('refuses a receipt with a reason the student receives', async () => {
    const paid = await paidApplication(language, 'Badr');
    await page.goto(`/admin/payments/${paid.paymentId}`);

    const panel = page.getByRole('region', { name: words.panel, exact: true });
    await panel.getByRole('button', { name: words.refuse }).click();
    const dialog = page.getByRole('dialog', { name: words.refuse });
    const reason = language === 'fr' ? 'Le reçu est illisible.' : 'الوصل غير مقروء.';
    await dialog.getByLabel(words.reason).fill(reason);
    await dialog.getByRole('button', { name: words.refuse }).click();

    await panel.getByText(words.refused, { exact: true }).waitFor();
    expect(await panel.getByText(reason).isVisible()).toBe(true);
    expect(await paymentRow(paid.paymentId)).toMatchObject({ status: 'REFUSED', refusalReason: reason });
    expect(await subjectsTo(paid.student.user.email)).toContain(words.refusedMail(paid.reference));
    await saveScreenshot(page, folder, 'payment-refused');
  });

  it('queues two payments sent with the same receipt file, each linking to the other, in a table that fits the screen', async () => {
    const sameReceipt = ownReceipt();
    const first = await paidApplication(language, 'Chaimae', sameReceipt);
    const second = await paidApplication(language, 'Driss', sameReceipt);

    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('link', { name: words.payments, exact: true }).click();
    await page.getByRole('link', { name: words.flaggedTab, exact: true }).click();
    await page.waitForURL(/\/admin\/payments\?flagged=true$/);
    // The box follows the address once the page has read it: polled, not read once.
    await expect.poll(() => page.getByRole('checkbox', { name: words.flaggedOnly }).isChecked()).toBe(true);

    const table = page.getByRole('table');
    for (const paid of [first, second]) await table.getByRole('link', { name: paid.reference, exact: true }).waitFor();
    const widths = await widthsOf(table);
    expect(widths.table).toBeLessThanOrEqual(widths.box);
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await saveScreenshot(page, folder, 'flagged-queue-1280');

    await table.getByRole('link', { name: first.reference, exact: true }).click();
    const warning = page.getByRole('listitem').filter({ hasText: words.sameFile(second.reference, second.name) });
    await warning.waitFor();
    await saveScreenshot(page, folder, 'payment-duplicate-1280');
    await warning.getByRole('link', { name: second.reference, exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/payments/${second.paymentId}$`));
    await page.getByRole('listitem').filter({ hasText: words.sameFile(first.reference, first.name) }).getByRole('link', { name: first.reference }).waitFor();
  });

  it('flags a photo of a receipt sent again resized and re-encoded as similar, linking to the first', async () => {
    const photo = await photographedReceipt(TRANSFER_NOTICE, language === 'fr' ? 31 : 32);
    const forwarded = await sharp(photo).resize({ width: 420 }).png().toBuffer();
    const first = await paidApplication(language, 'Hamza', { content: photo, name: 'virement.jpg' });
    const second = await paidApplication(language, 'Imane', { content: forwarded, name: 'virement-whatsapp.png' });

    await page.goto(`/admin/payments/${second.paymentId}`);
    const warning = page.getByRole('listitem').filter({ hasText: words.similar(first.reference, first.name) });
    await warning.waitFor();
    await saveScreenshot(page, folder, 'payment-similar-1280');
    await warning.getByRole('link', { name: first.reference, exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/payments/${first.paymentId}$`));
    await page.getByRole('listitem').filter({ hasText: words.similar(second.reference, second.name) }).waitFor();
  });

  it('fits the payments list at 1280 px', async () => {
    await page.goto('/admin/payments');
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    const widths = await widthsOf(table);
    expect(widths.table).toBeLessThanOrEqual(widths.box);
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await saveScreenshot(page, folder, 'payments-1280');
  });
});
