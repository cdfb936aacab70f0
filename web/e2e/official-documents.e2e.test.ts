import { apply } from '@bourses/api/test/factories/applications';
import { PDF_FILE } from '@bourses/api/test/factories/files';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import { extractText, qpdfCheck } from '@bourses/api/test/documents/poppler';
import { issueDueDocuments, sha256Of, unbroken } from '@bourses/api/test/documents/issuing-steps';
import { DOCUMENT_TEXTS } from '@bourses/api/src/documents/pdf/document-texts';
import type { Language } from '@bourses/common/languages';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession } from './harness/browser.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';

// Issue 32 in Chromium, in French, Arabic and English: a student who paid, applied and was answered
// finds the receipt, the proof of submission and the decision letter on "My documents", the
// application's page and the payment; each downloads as the PDF issued in their language; anyone,
// signed out, checks a code on /verifier (genuine, replaced, unknown); staff download a student's.

const WORDS = {
  fr: {
    myDocuments: 'Mes documents',
    receipt: 'Reçu de paiement',
    proof: 'Preuve de dépôt',
    letter: 'Lettre de décision',
    download: 'Télécharger (PDF)',
    downloadReceipt: 'Télécharger le reçu (PDF)',
    officialDocuments: 'Documents officiels',
    verifyTitle: 'Vérifier un document',
    genuine: 'Ce document est authentique',
    notCurrent: 'Ce document est authentique mais n’est plus en vigueur',
    replaced: 'Remplacée par une lettre ultérieure',
    unknown: 'Aucun document ne porte ce code. Vérifiez le code imprimé sur le document.',
    codeForm: 'Vérifier un code',
    codeField: 'Code de vérification',
    verify: 'Vérifier',
  },
  ar: {
    myDocuments: 'وثائقي',
    receipt: 'وصل الأداء',
    proof: 'إثبات الإيداع',
    letter: 'رسالة القرار',
    download: 'تنزيل (PDF)',
    downloadReceipt: 'تنزيل الوصل (PDF)',
    officialDocuments: 'الوثائق الرسمية',
    verifyTitle: 'التحقق من وثيقة',
    genuine: 'هذه الوثيقة صحيحة',
    notCurrent: 'هذه الوثيقة صحيحة لكنها لم تعد سارية',
    replaced: 'استُبدلت برسالة لاحقة',
    unknown: 'لا توجد وثيقة تحمل هذا الرمز. تحقق من الرمز المطبوع على الوثيقة.',
    codeForm: 'التحقق من رمز',
    codeField: 'رمز التحقق',
    verify: 'تحقق',
  },
  en: {
    myDocuments: 'My documents',
    receipt: 'Payment receipt',
    proof: 'Proof of submission',
    letter: 'Decision letter',
    download: 'Download (PDF)',
    downloadReceipt: 'Download the receipt (PDF)',
    officialDocuments: 'Official documents',
    verifyTitle: 'Verify a document',
    genuine: 'This document is genuine',
    notCurrent: 'This document is genuine but no longer current',
    replaced: 'Replaced by a later letter',
    unknown: 'No document has this code. Check the code printed on the document.',
    codeForm: 'Check a verification code',
    codeField: 'Verification code',
    verify: 'Verify',
  },
} as const satisfies Record<Language, Record<string, string>>;

const STAFF_WORDS = {
  documents: 'Documents',
  downloadLetter: 'Télécharger la lettre de décision (PDF)',
  downloadReceipt: 'Télécharger le reçu (PDF)',
};

const TITLES = {
  fr: 'Bourse Atlas des sciences',
  ar: 'منحة الأطلس للعلوم',
  en: 'Atlas Science Scholarship',
};

let platform: E2ePlatform;
let browser: Browser;
let agent: TestUser & { totpSecret: string };
let seed = 0;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
  agent = await withTotp(platform.api, await createAgent(platform.api));
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const base = '/api/scholarships/applications';
const yesterday = () => new Date(platform.api.clock.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A student in `language` who applied with a receipt to a 250 MAD scholarship, paid, and was approved. */
async function answeredStudent(language: Language) {
  const { api } = platform;
  const student = await createUser(api, { language, firstName: 'Salma', lastName: 'Alaoui' });
  const { id: scholarshipId } = await createScholarship(
    api,
    { applicationFeeCentimes: 25_000 },
    { fr: { title: TITLES.fr }, ar: { title: TITLES.ar }, en: { title: TITLES.en } },
  );
  const receipt = { content: Buffer.concat([PDF_FILE, Buffer.from(`% e2e receipt ${(seed += 1)}\n`)]), name: 'virement.pdf' };
  const applicationId: number = (await apply(api, student, scholarshipId, receipt).expect(201)).body.data.id;
  const payment = await api.context.db
    .selectFrom('payments')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .executeTakeFirstOrThrow();
  await api.http
    .post(`/api/payments/${payment.id}/verify`)
    .set(agent.auth)
    .send({ amountReceived: { amount: 250 }, paidOn: yesterday() })
    .expect(200);
  await api.http.patch(`${base}/${applicationId}/approve`).set(agent.auth).send({ feedback: 'Dossier complet' }).expect(200);
  await issueDueDocuments(api);
  return { student, applicationId, payment };
}

const documentsOf = (student: TestUser) =>
  platform.api.context.db
    .selectFrom('documents')
    .selectAll()
    .where('userId', '=', student.user.id)
    .orderBy('issuedAt')
    .execute();

/** Clicks `button` and reads the PDF the browser saves. */
async function downloadedPdf(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

describe.each(['fr', 'ar', 'en'] as const)('official documents in %s', (language) => {
  const words = WORDS[language];
  const texts = DOCUMENT_TEXTS[language];
  const folder = `official-documents-${language}`;

  it('lists the receipt, the proof and the letter, downloads each as issued, and anyone signed out verifies its code', async () => {
    const { student, applicationId, payment } = await answeredStudent(language);
    const stored = await documentsOf(student);
    expect(stored.map((document) => document.kind).sort()).toEqual(['decision-letter', 'payment-receipt', 'proof-of-submission']);

    const { context, page } = await openSession(browser, platform.webUrl, language);
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');

    // "My documents", from the student's menu's address.
    await page.goto('/documents');
    await page.getByRole('heading', { level: 1, name: words.myDocuments }).waitFor();
    const rows = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: words.download }) });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    const receiptRow = page.getByRole('listitem', { name: words.receipt });
    const receiptCode = stored.find((document) => document.kind === 'payment-receipt')?.verificationCode ?? '';
    expect(unbroken((await receiptRow.textContent()) ?? '')).toContain(receiptCode.slice(0, 4));
    const receipt = await downloadedPdf(page, receiptRow.getByRole('button', { name: words.download }));
    expect(receipt.name).toBe(`recu-${payment.reference}.pdf`);
    expect(sha256Of(receipt.bytes)).toBe(stored.find((document) => document.kind === 'payment-receipt')?.sha256);
    const receiptText = unbroken(await extractText(receipt.bytes));
    expect(receiptText).toContain(unbroken(texts.titles['payment-receipt']));
    expect(receiptText).toContain(payment.reference);
    expect(receiptText).toContain(unbroken(texts.labels.amountInWords));
    await qpdfCheck(receipt.bytes);
    await inspectPage(page, language, '01-my-documents', folder);

    // The application's page: its proof and letter, and the payment's receipt.
    await page.goto(`/applications/${applicationId}`);
    const section = page.getByRole('region', { name: words.officialDocuments });
    const letterRow = section.getByRole('listitem', { name: words.letter });
    await letterRow.waitFor();
    await section.getByRole('listitem', { name: words.proof }).waitFor();
    const letter = await downloadedPdf(page, letterRow.getByRole('button', { name: words.download }));
    const letterText = unbroken(await extractText(letter.bytes));
    expect(letterText).toContain(unbroken(texts.titles['decision-letter']));
    expect(letterText).toContain(unbroken(texts.decisions.approved));
    expect(letterText).toContain(unbroken(TITLES[language]));
    const fromPayment = await downloadedPdf(page, page.getByRole('button', { name: words.downloadReceipt }));
    expect(Buffer.compare(fromPayment.bytes, receipt.bytes)).toBe(0);
    await inspectPage(page, language, '02-application-documents', folder);
    await context.close();

    // Anyone, signed out, from the QR code's address (the code as printed) or typed by hand.
    const visitor = await openSession(browser, platform.webUrl, language);
    const formatted = `${receiptCode.slice(0, 4)}-${receiptCode.slice(4, 8)}-${receiptCode.slice(8)}`;
    await visitor.page.goto(`/verifier/${formatted}`);
    await visitor.page.getByRole('heading', { level: 1, name: words.verifyTitle }).waitFor();
    const outcome = visitor.page.getByRole('heading', { level: 2, name: words.genuine, exact: true });
    await outcome.waitFor();
    const facts = (await visitor.page.locator('main').textContent()) ?? '';
    expect(facts).toContain('Salma A.');
    expect(facts).toContain(payment.reference);
    expect(facts).not.toContain('Alaoui');
    expect(facts).not.toContain(student.user.email);
    await inspectPage(visitor.page, language, '03-verified', folder);

    await visitor.page.goto('/verifier');
    const form = visitor.page.getByRole('form', { name: words.codeForm });
    await form.getByLabel(words.codeField).fill('ZZZZ ZZZZ ZZZZ');
    await form.getByRole('button', { name: words.verify, exact: true }).click();
    await visitor.page.getByText(words.unknown).waitFor();
    expect(await visitor.page.getByRole('heading', { level: 2, name: words.genuine }).count()).toBe(0);
    await inspectPage(visitor.page, language, '04-unknown-code', folder);

    await form.getByLabel(words.codeField).fill(receiptCode.toLowerCase());
    await form.getByRole('button', { name: words.verify, exact: true }).click();
    await visitor.page.getByRole('heading', { level: 2, name: words.genuine, exact: true }).waitFor();
    await visitor.context.close();
  });
});

describe('a changed decision', () => {
  it('marks the first letter replaced for the student and the verifier, and staff download the new one, audited', async () => {
    const words = WORDS.fr;
    const { student, applicationId } = await answeredStudent('fr');
    platform.api.clock.advance(60_000);
    await platform.api.http
      .patch(`${base}/${applicationId}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Pièces falsifiées' })
      .expect(200);
    await issueDueDocuments(platform.api);
    const letters = (await documentsOf(student)).filter((document) => document.kind === 'decision-letter');
    const [first, second] = letters;
    if (!first || !second) throw new Error('two letters expected');
    expect(first.supersededBy).toBe(second.id);

    const { context, page } = await openSession(browser, platform.webUrl, 'fr');
    await signIn(page, student.user.email, student.password);
    await page.waitForURL((url) => url.pathname === '/bourses');
    await page.goto('/documents');
    const letterRows = page.getByRole('listitem', { name: words.letter });
    await letterRows.nth(1).waitFor();
    expect(await letterRows.filter({ hasText: words.replaced }).count()).toBe(1);
    await page.goto(`/verifier/${first.verificationCode}`);
    await page.getByRole('heading', { level: 2, name: words.notCurrent }).waitFor();
    await inspectPage(page, 'fr', '05-replaced-letter', 'official-documents-fr');
    await context.close();

    const staff = await openSession(browser, platform.webUrl, 'fr');
    await signInStaff(staff.page, platform.api, agent);
    await staff.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await staff.page.goto(`/admin/applications/${applicationId}`);
    const section = staff.page.getByRole('region', { name: STAFF_WORDS.documents, exact: true });
    const downloads = section.getByRole('button', { name: STAFF_WORDS.downloadLetter });
    await downloads.nth(1).waitFor();
    expect(await section.getByText(words.replaced).count()).toBe(1);
    const downloaded = await downloadedPdf(staff.page, downloads.nth(1));
    expect(sha256Of(downloaded.bytes)).toBe(second.sha256);
    const views = await platform.api.context.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'document.view')
      .where('actorId', '=', agent.user.id)
      .execute();
    expect(views.map((view) => [view.targetType, view.targetId])).toContainEqual(['application', String(applicationId)]);
    await inspectPage(staff.page, 'fr', '06-staff-documents', 'official-documents-fr');
    await staff.context.close();
  });
});
