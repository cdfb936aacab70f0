import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { chooseDocument, type StudentDocument } from './harness/documents.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';
import { openPage } from './harness/page-state.ts';

// Issue 13's defects in the forms and the dates, in French and Arabic: a phone number typed key by
// key with its prefix (1), help and error on their own lines (3), dates as each language writes
// them (7), and a channel page refused as a scholarship's video (10).

const WORDS = {
  fr: {
    register: "S'inscrire",
    registerDialog: 'Créer un compte',
    phone: 'Numéro de téléphone',
    receiptHelp: 'PDF, JPG, JPEG ou PNG, 5 Mo au maximum',
    // The scholarship is free: its receipt is optional, and the help says so.
    freeReceiptHelp: 'Facultatif : cette bourse est gratuite. PDF, JPG, JPEG ou PNG, 5 Mo au maximum',
    receiptRequired: 'Le reçu de paiement est requis',
    unsupported: 'Type de fichier non pris en charge (PDF, JPG, JPEG, PNG)',
    receiptZone: /Reçu de paiement/,
    deadlineDay: '17 décembre 2027',
    video: 'Vidéo de présentation (identifiant ou adresse)',
    create: 'Enregistrer comme brouillon',
    videoRefused: 'Saisissez l’adresse ou l’identifiant d’une vidéo YouTube ou Vimeo (une page de chaîne ne peut pas être lue).',
  },
  ar: {
    register: 'التسجيل',
    registerDialog: 'إنشاء حساب',
    phone: 'رقم الهاتف',
    receiptHelp: 'PDF أو JPG أو JPEG أو PNG، بحد أقصى 5 م.ب',
    freeReceiptHelp: 'اختياري: هذه المنحة مجانية. PDF أو JPG أو JPEG أو PNG، بحد أقصى 5 م.ب',
    receiptRequired: 'إيصال الدفع مطلوب',
    unsupported: 'نوع الملف غير مدعوم (PDF، JPG، JPEG، PNG)',
    receiptZone: /إيصال الدفع/,
    deadlineDay: '17 دجنبر 2027',
    video: 'فيديو تقديمي (معرّف الفيديو أو العنوان)',
    create: 'حفظ كمسودة',
    videoRefused: 'أدخل عنوان أو معرّف فيديو واحد على YouTube أو Vimeo (لا يمكن تشغيل صفحة قناة).',
  },
} as const satisfies Partial<Record<Language, Record<string, string | RegExp>>>;

const NOT_A_DOCUMENT: StudentDocument = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a receipt') };

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };
let scholarshipId: number;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  agent = await withTotp(platform.api, await createAgent(platform.api));
  scholarshipId = (await createScholarship(platform.api, { deadline: '2027-12-17' })).id;
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

/** The vertical extent of an element, to tell whether two texts share a line. */
async function rows(locator: Locator) {
  const box = await locator.boundingBox();
  return { top: box?.y ?? Number.NaN, bottom: (box?.y ?? Number.NaN) + (box?.height ?? Number.NaN) };
}

describe.each(['fr', 'ar'] as const)('forms and dates in %s', (language) => {
  const words = WORDS[language];

  it('takes a phone number typed key by key with its prefix, and puts help and error on their own lines', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await openPage(page, '/');
    await page.getByRole('banner').getByRole('button', { name: words.register, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.registerDialog });
    const phone = dialog.getByLabel(words.phone, { exact: false });

    for (const typed of ['+212612345678', '212612345678', '0612345678']) {
      await phone.fill('');
      await phone.pressSequentially(typed);
      expect(await phone.inputValue(), typed).toBe('+212 6 12 34 56 78');
    }

    await dialog.getByRole('button', { name: words.register, exact: true }).click();
    const help = dialog.getByText(words.receiptHelp, { exact: true }).first();
    const error = dialog.getByText(words.receiptRequired, { exact: true });
    await error.waitFor();
    const [helpRows, errorRows] = [await rows(help), await rows(error)];
    expect(errorRows.top).toBeGreaterThanOrEqual(helpRows.bottom - 1);
    await inspectPage(page, language, 'register-errors', `forms-${language}`);
    await context.close();
  });

  it("writes a scholarship's deadline as the language writes dates", async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);

    await openPage(page, `/bourses/${scholarshipId}`);

    await page.getByText(words.deadlineDay).first().waitFor();
    await context.close();
  });

  it('refuses a channel page as the video in the staff editor, with a message', async () => {
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signInStaff(page, platform.api, agent);
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.goto('/admin/scholarships/new');
    await page.getByLabel(words.video).first().fill('https://www.youtube.com/@CampusFranceParis');
    await page.getByRole('button', { name: words.create }).click();

    await page.getByText(words.videoRefused).first().waitFor();
    await context.close();
  });
});

describe('a student applying', () => {
  it.each(['fr', 'ar'] as const)('in %s sees the receipt help and the refusal of a text file on their own lines', async (language) => {
    const words = WORDS[language];
    const student = await createUser(platform.api);
    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    await page.goto(`/postuler/${scholarshipId}`);
    const dialog = page.getByRole('dialog');
    await chooseDocument(dialog.getByRole('button', { name: words.receiptZone }), NOT_A_DOCUMENT);
    const error = dialog.getByText(words.unsupported, { exact: true });
    const help = dialog.getByText(words.freeReceiptHelp, { exact: true }).first();
    await error.waitFor();

    expect((await rows(error)).top).toBeGreaterThanOrEqual((await rows(help)).bottom - 1);
    await context.close();
  });
});
