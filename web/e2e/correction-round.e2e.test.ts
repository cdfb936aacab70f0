import { casablancaWallClock } from '@bourses/api/test/casablanca-time';
import { apply } from '@bourses/api/test/factories/applications';
import { noisePngOf } from '@bourses/api/test/factories/pictures';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { OutboxMail } from '@bourses/api/test/test-api';
import { CORRECTION_REMINDERS_QUEUE } from '@bourses/api/src/jobs/periodic-jobs';
import { addDays, casablancaToday } from '@bourses/api/src/scholarships/deadline';
import type { Language } from '@bourses/common/languages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, WIDE_VIEWPORT } from './harness/browser.ts';
import { chooseDocument, RECEIPT_PDF, type StudentDocument } from './harness/documents.ts';
import { onPlatform, startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';

// Issue 31, a whole correction round in Chromium, in French and Arabic: staff ask for a new payment
// receipt and a document they name instead of rejecting; the student is mailed what to send, sees it on
// the application, is reminded 2 days before the due date, is refused while a file is missing, sends
// both; the application is back in the staff's queue marked corrected, its history keeping each step,
// the new receipt on its payment and each file on its item.

const WORDS = {
  fr: {
    scholarship: 'Bourse Atlas des sciences',
    otherDocument: 'Relevé de notes',
    message:
      'Le reçu envoyé est illisible : merci de le renvoyer avec votre relevé de notes du dernier semestre.',
    requestCorrections: 'Demander des corrections',
    paymentReceipt: 'Reçu de paiement',
    anotherDocument: 'Autre document',
    documentName: /^Nom du document/,
    messageField: /^Message à l’étudiant/,
    dueDate: /^Date limite/,
    sendRequest: 'Envoyer la demande',
    requestSent: 'La demande de corrections a été envoyée à l’étudiant.',
    correctionRequested: 'Corrections demandées',
    pending: 'En attente',
    requestPanel: 'Demande de corrections',
    waitingForStudent: 'En attente de l’étudiant',
    correctionsSent: 'Corrections envoyées',
    corrected: 'Corrigé',
    requestedDocuments: 'Documents demandés',
    statusHistory: 'Historique des statuts',
    payment: 'Paiement',
    receiptRefused: 'Reçu refusé',
    receiptChecked: 'Reçu en cours de vérification',
    openPaymentPage: 'Ouvrir la page du paiement',
    open: (fileName: string) => `Ouvrir ${fileName}`,
    studentHeading: 'L’équipe de la plateforme demande des corrections',
    sendBy: /^Envoyez-les avant le /,
    addFile: 'Ajoutez un fichier pour ce document.',
    nothingSent: 'Ajoutez un fichier pour chaque document demandé : rien n’a été envoyé.',
    sendCorrections: 'Envoyer les corrections',
    history: 'Historique',
    refusal: 'Le reçu est illisible.',
    requestedMail: (title: string) => `Corrections demandées pour votre candidature « ${title} »`,
    receiptInMail: '- le reçu de paiement',
    reminderMail: (title: string) => `Rappel : corrections attendues pour « ${title} » avant le `,
  },
  ar: {
    scholarship: 'منحة الأطلس للعلوم',
    otherDocument: 'كشف النقط',
    message: 'الوصل المرسل غير مقروء: المرجو إعادة إرساله مع كشف النقط للفصل الأخير.',
    requestCorrections: 'طلب تصحيحات',
    paymentReceipt: 'إيصال الدفع',
    anotherDocument: 'وثيقة أخرى',
    documentName: /^اسم الوثيقة/,
    messageField: /^رسالة إلى الطالب/,
    dueDate: /^تاريخ الاستحقاق/,
    sendRequest: 'إرسال الطلب',
    requestSent: 'تم إرسال طلب التصحيحات إلى الطالب.',
    correctionRequested: 'تصحيحات مطلوبة',
    pending: 'قيد الانتظار',
    requestPanel: 'طلب تصحيحات',
    waitingForStudent: 'في انتظار الطالب',
    correctionsSent: 'أُرسلت التصحيحات',
    corrected: 'مُصحَّح',
    requestedDocuments: 'الوثائق المطلوبة',
    statusHistory: 'سجل الحالات',
    payment: 'الدفعة',
    receiptRefused: 'تم رفض الوصل',
    receiptChecked: 'الوصل قيد التحقق',
    openPaymentPage: 'فتح صفحة الدفعة',
    open: (fileName: string) => `فتح ${fileName}`,
    studentHeading: 'يطلب فريق المنصة تصحيحات',
    sendBy: /^أرسلها قبل /,
    addFile: 'أضف ملفًا لهذه الوثيقة.',
    nothingSent: 'أضف ملفًا لكل وثيقة مطلوبة: لم يُرسل أي شيء.',
    sendCorrections: 'إرسال التصحيحات',
    history: 'السجل',
    refusal: 'الوصل غير مقروء.',
    requestedMail: (title: string) => `مطلوب تصحيحات على طلبك «${title}»`,
    receiptInMail: '- وصل الأداء',
    reminderMail: (title: string) => `تذكير: التصحيحات المطلوبة على «${title}» قبل `,
  },
} as const satisfies Partial<Record<Language, Record<string, unknown>>>;

// What the student sends: a photo of the new receipt (made a JPEG in the browser, as every photo is)
// and the named document as a PDF. The first receipt, sent when applying, was a PDF.
const NEW_RECEIPT_SENT_AS = 'recu-lisible.jpg';
const TRANSCRIPT: StudentDocument = { ...RECEIPT_PDF, name: 'releve-de-notes.pdf' };

/** A PDF no other payment sent: the same file twice would flag both payments as duplicates. */
const ownPdf = (language: Language) =>
  Buffer.concat([RECEIPT_PDF.buffer, Buffer.from(`% correction round ${language}\n`)]);

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const mailsTo = async (email: string): Promise<OutboxMail[]> =>
  (await platform.api.outbox()).filter((mail) => mail.to === email);

describe.each(['fr', 'ar'] as const)('a correction round on an application (%s)', (language) => {
  const words = WORDS[language];
  const folder = `correction-round-${language}`;
  let agent: TestUser & { totpSecret: string };
  let student: TestUser;
  let studentName: string;
  let scholarshipId: number;
  let applicationId: number;
  let paymentId: number;
  let staffPage: Page;
  let studentContext: BrowserContext;
  let studentPage: Page;
  let dueDate: string;
  let newReceipt: StudentDocument;

  beforeAll(async () => {
    const { api } = platform;
    agent = await withTotp(
      api,
      await createAgent(api, { firstName: 'Karim', lastName: `Corrections ${language}` }),
    );
    student = await createUser(api, { firstName: 'Salma', lastName: `Bennani ${language}`, language });
    studentName = `Salma Bennani ${language}`;
    scholarshipId = (
      await createScholarship(
        api,
        { applicationFeeCentimes: 25_000 },
        { fr: { title: WORDS.fr.scholarship }, ar: { title: WORDS.ar.scholarship } },
      )
    ).id;
    const applied = await apply(api, student, scholarshipId, {
      content: ownPdf(language),
      name: RECEIPT_PDF.name,
    });
    if (applied.status !== 201)
      throw new Error(`apply answered ${applied.status}: ${JSON.stringify(applied.body)}`);
    applicationId = applied.body.data.id;
    paymentId = (
      await api.context.db
        .selectFrom('payments')
        .select('id')
        .where('applicationId', '=', applicationId)
        .executeTakeFirstOrThrow()
    ).id;
    // The receipt was unreadable: its check refused it (staff-payments.e2e.test.ts drives that dialog).
    await api.http
      .post(`/api/payments/${paymentId}/refuse`)
      .set(agent.auth)
      .send({ reason: words.refusal })
      .expect(200);

    newReceipt = { name: 'recu-lisible.png', mimeType: 'image/png', buffer: await noisePngOf(120, 90) };

    ({ page: staffPage } = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT));
    await signInStaff(staffPage, api, agent);
    await staffPage.waitForURL(/\/admin$/);
    ({ context: studentContext, page: studentPage } = await openSession(browser, platform.webUrl, language));
  });

  afterAll(async () => {
    await staffPage?.context().close();
    await studentContext?.close();
  });

  it('staff ask for a new receipt and a named document, due in 7 days: the application waits for the student', async () => {
    await staffPage.goto(`/admin/applications/${applicationId}`);
    const payment = staffPage.getByRole('region', { name: words.payment, exact: true });
    await payment.getByText(words.receiptRefused, { exact: true }).waitFor();

    await staffPage.getByRole('button', { name: words.requestCorrections, exact: true }).click();
    const dialog = staffPage.getByRole('dialog', { name: words.requestCorrections });
    await dialog.getByRole('checkbox', { name: words.paymentReceipt }).check();
    await dialog.getByRole('checkbox', { name: words.anotherDocument }).check();
    await dialog.getByLabel(words.documentName).fill(words.otherDocument);
    await dialog.getByLabel(words.messageField).fill(words.message);
    // The due date offered: 7 Casablanca days on.
    const offered = await dialog.getByLabel(words.dueDate).inputValue();
    expect(offered).toBe(addDays(casablancaToday(new Date()), 7));
    await inspectPage(staffPage, language, '01-staff-correction-dialog', folder);

    await dialog.getByRole('button', { name: words.sendRequest }).click();

    await staffPage.getByText(words.requestSent).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const heading = staffPage.locator('h1').locator('..');
    await heading.getByText(words.correctionRequested, { exact: true }).waitFor();
    const request = staffPage.getByRole('region', { name: words.requestPanel, exact: true });
    await request.getByText(words.waitingForStudent, { exact: true }).waitFor();
    expect(await request.textContent()).toContain(words.message);
    const items = request.getByRole('list', { name: words.requestedDocuments });
    expect(await items.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining(words.paymentReceipt),
      expect.stringContaining(words.otherDocument),
    ]);
    // Asked once: the button is gone while the request is open.
    expect(await staffPage.getByRole('button', { name: words.requestCorrections, exact: true }).count()).toBe(
      0,
    );
    dueDate = offered;
  });

  it('mails the student what to send; the link opens the application, which says what to send and by when', async () => {
    const [mail, ...others] = (await mailsTo(student.user.email)).filter((sent) =>
      sent.subject.startsWith(words.requestedMail(words.scholarship)),
    );
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(words.requestedMail(words.scholarship));
    expect(mail?.text).toContain(words.receiptInMail);
    expect(mail?.text).toContain(`- ${words.otherDocument}`);
    expect(mail?.text).toContain(words.message);
    const link = mail?.links.find((href) => new URL(href).pathname === `/applications/${applicationId}`);
    expect(link).toBeDefined();

    await signIn(studentPage, student.user.email, student.password);
    await studentPage.waitForURL((url) => url.pathname === '/bourses');
    await studentPage.goto(onPlatform(platform, link ?? ''));

    const form = studentPage.getByRole('region', { name: words.studentHeading });
    await form.waitFor();
    await studentPage.getByRole('heading', { level: 1, name: words.scholarship }).waitFor();
    await studentPage.getByText(words.correctionRequested, { exact: true }).first().waitFor();
    expect(await form.getByText(words.message).isVisible()).toBe(true);
    expect(await form.getByText(words.sendBy).isVisible()).toBe(true);
    // One drop zone per item, named after what to send.
    expect(await form.getByRole('button', { name: new RegExp(`^${words.paymentReceipt} \\*`) }).count()).toBe(
      1,
    );
    expect(await form.getByRole('button', { name: new RegExp(`^${words.otherDocument} \\*`) }).count()).toBe(
      1,
    );
    await inspectPage(studentPage, language, '02-student-correction-form', folder);
  });

  it('reminds the student by mail 2 days before the due date, once', async () => {
    const reminders = async () =>
      (await mailsTo(student.user.email)).filter((sent) =>
        sent.subject.startsWith(words.reminderMail(words.scholarship)),
      );
    expect(await reminders()).toEqual([]);

    // Five days later on the api's clock (the due date's day less 2), as pg-boss's schedule runs it.
    await platform.api.runPeriodicJob(
      CORRECTION_REMINDERS_QUEUE,
      casablancaWallClock(`${addDays(dueDate, -2)}T09:00:00`),
    );
    await platform.api.runPeriodicJob(
      CORRECTION_REMINDERS_QUEUE,
      casablancaWallClock(`${addDays(dueDate, -1)}T09:00:00`),
    );

    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder?.text).toContain(words.receiptInMail);
    expect(reminder?.text).toContain(`- ${words.otherDocument}`);
  });

  it('refuses to send while a file is missing, then sends both: the application waits again, its history keeping each step', async () => {
    const form = studentPage.getByRole('region', { name: words.studentHeading });
    const receiptZone = form.getByRole('button', { name: new RegExp(`^${words.paymentReceipt} \\*`) });
    await chooseDocument(receiptZone, newReceipt);
    await form.getByText(NEW_RECEIPT_SENT_AS, { exact: true }).waitFor();

    await form.getByRole('button', { name: words.sendCorrections }).click();

    await form.getByText(words.nothingSent).waitFor();
    const transcriptZone = form.getByRole('button', { name: new RegExp(`^${words.otherDocument} \\*`) });
    // The missing one says so, announced with its drop zone.
    const describedBy = (await transcriptZone.getAttribute('aria-describedby')) ?? '';
    const descriptions = await Promise.all(
      describedBy
        .split(' ')
        .filter(Boolean)
        .map((id) => studentPage.locator(`[id="${id}"]`).textContent()),
    );
    expect(descriptions).toContain(words.addFile);
    expect(await form.getByText(words.addFile).count()).toBe(1);
    expect(
      await platform.api.context.db
        .selectFrom('applications')
        .select('status')
        .where('id', '=', applicationId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'correction_requested' });
    await inspectPage(studentPage, language, '03-student-correction-missing-file', folder);

    await chooseDocument(transcriptZone, TRANSCRIPT);
    await form.getByText(TRANSCRIPT.name, { exact: true }).waitFor();
    await form.getByRole('button', { name: words.sendCorrections }).click();

    await form.waitFor({ state: 'detached' });
    const history = studentPage.getByRole('region', { name: words.history, exact: true });
    await expect.poll(async () => (await history.getByRole('listitem').allTextContents()).length).toBe(3);
    const steps = await history.getByRole('listitem').allTextContents();
    expect(steps).toEqual([
      expect.stringContaining(words.pending),
      expect.stringContaining(words.correctionRequested),
      expect.stringContaining(words.pending),
    ]);
    // The status under the title.
    await expect.poll(() => studentPage.locator('h1 + *').textContent()).toBe(words.pending);
    await inspectPage(studentPage, language, '04-student-corrections-sent', folder);
  });

  it('puts the application back in the staff queue marked corrected, the new receipt on its payment and each file on its item', async () => {
    await staffPage.goto(`/admin/applications?scholarship=${scholarshipId}`);
    const row = staffPage
      .getByRole('row')
      .filter({ has: staffPage.getByRole('link', { name: studentName }) });
    await row.getByText(words.corrected, { exact: true }).waitFor();
    expect(await row.getByText(words.pending, { exact: true }).isVisible()).toBe(true);

    await row.getByRole('link', { name: studentName }).click();
    await staffPage.waitForURL((url) => url.pathname === `/admin/applications/${applicationId}`);
    const heading = staffPage.locator('h1').locator('..');
    await heading.getByText(words.corrected, { exact: true }).waitFor();
    expect(await heading.getByText(words.pending, { exact: true }).isVisible()).toBe(true);

    // The request answered, each item with the file sent for it.
    const request = staffPage.getByRole('region', { name: words.requestPanel, exact: true });
    await request.getByText(words.correctionsSent, { exact: true }).waitFor();
    const items = request.getByRole('list', { name: words.requestedDocuments }).getByRole('listitem');
    await items
      .first()
      .getByRole('button', { name: words.open(NEW_RECEIPT_SENT_AS) })
      .waitFor();
    expect(await items.allTextContents()).toEqual([
      expect.stringContaining(words.paymentReceipt),
      expect.stringContaining(words.otherDocument),
    ]);
    const [tab] = await Promise.all([
      staffPage.context().waitForEvent('page'),
      items
        .nth(1)
        .getByRole('button', { name: words.open(TRANSCRIPT.name) })
        .click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();

    // The history: asked, then answered, the last step marked as the queue marks it.
    const rows = staffPage.getByRole('region', { name: words.statusHistory }).locator('tbody tr');
    expect(await rows.count()).toBe(3);
    const [first, asked, answered] = await rows.allTextContents();
    expect(first).toContain(words.pending);
    expect(first).not.toContain(words.corrected);
    expect(asked).toContain(words.correctionRequested);
    expect(answered).toContain(words.pending);
    expect(answered).toContain(words.corrected);

    // The new receipt went to the payment: refused before, to be checked again, the photo shown.
    const payment = staffPage.getByRole('region', { name: words.payment, exact: true });
    await payment.getByText(words.receiptChecked, { exact: true }).waitFor();
    await payment.getByRole('link', { name: words.openPaymentPage }).click();
    await staffPage.waitForURL((url) => url.pathname === `/admin/payments/${paymentId}`);
    await staffPage
      .getByRole('region', { name: words.payment, exact: true })
      .getByText(words.receiptChecked, { exact: true })
      .waitFor();
    await staffPage.locator('figure img').waitFor();
    expect(await staffPage.locator('figure iframe').count()).toBe(0);
    await inspectPage(staffPage, language, '05-staff-payment-new-receipt', folder);
  });
});
