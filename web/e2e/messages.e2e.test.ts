import { createApplication, type TestApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import { createAgent, createPendingStudent, createUser, type TestUser, withTotp } from '@bourses/api/test/factories/users';
import type { Language } from '@bourses/common/languages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, WIDE_VIEWPORT } from './harness/browser.ts';
import { messageHolding, openAttachment, sendMessage } from './harness/conversation.ts';
import { chosenName, CONTRACT_PNG, RECEIPT_PDF } from './harness/documents.ts';
import { startE2ePlatform, type E2ePlatform } from './harness/e2e-platform.ts';
import { inspectPage } from './harness/inspect-page.ts';
import { signIn, signInStaff } from './harness/sign-in.ts';

// Issue 31's messages, in French and Arabic: a conversation on each application and each account
// between the student and the staff, with files and unread counts on both sides (the student reads
// the staff as the platform team), the staff's saved replies, and a message to every applicant of a
// scholarship.

const WORDS = {
  fr: {
    conversation: { yourMessage: 'Votre message', attachFiles: 'Joindre des fichiers', send: 'Envoyer' },
    studentRegion: 'Messages avec l’équipe de la plateforme',
    staffRegion: 'Messages avec l’étudiant',
    messagesTitle: 'Messages',
    platformTeam: 'L’équipe de la plateforme',
    studentSide: 'étudiant',
    sent: 'Envoyé',
    read: 'Lu',
    unread: (count: number) => (count === 1 ? '1 message non lu' : `${count} messages non lus`),
    unreadFromStudents: '1 message non lu des étudiants',
    unreadFilter: 'Non lus des étudiants',
    savedReply: 'Réponse',
    insertReply: 'Insérer la réponse',
    studentBody: 'Bonjour, voici mon reçu-paiement.pdf comme demandé.\nMerci de votre aide.',
    ownWords: 'Bonjour,\n',
    accountBody: 'Bonjour, mon compte attend encore la validation : que manque-t-il ?',
    replies: {
      title: 'Réponses enregistrées',
      new: 'Nouvelle réponse enregistrée',
      language: 'Langue',
      titleField: 'Titre',
      text: 'Texte',
      save: 'Enregistrer',
      saved: 'La réponse enregistrée a été enregistrée.',
      edit: (title: string) => `Modifier ${title}`,
      delete: (title: string) => `Supprimer ${title}`,
      confirmDelete: 'Supprimer cette réponse enregistrée ?',
      deleteButton: 'Supprimer',
      deleted: 'La réponse enregistrée a été supprimée.',
      french: 'français',
      arabic: 'arabe',
    },
    bulk: {
      write: 'Écrire aux candidats',
      scholarship: 'Bourse',
      body: 'Message à chaque étudiant',
      every: /^Toutes les candidatures correspondant aux filtres \(2\)/,
      send: 'Envoyer le message',
      bodyText: 'Rappel : la commission se réunit le 15 juin, gardez vos documents à jour.',
      twoDone: '2 faites, aucune en échec.',
      sentTo: (name: string) => `${name} : message envoyé`,
    },
  },
  ar: {
    conversation: { yourMessage: 'رسالتك', attachFiles: 'إرفاق ملفات', send: 'إرسال' },
    studentRegion: 'الرسائل مع فريق المنصة',
    staffRegion: 'الرسائل مع الطالب',
    messagesTitle: 'الرسائل',
    platformTeam: 'فريق المنصة',
    studentSide: 'طالب',
    sent: 'مُرسلة',
    read: 'مقروءة',
    unread: (count: number) => (count === 1 ? 'رسالة واحدة غير مقروءة' : `${count} رسائل غير مقروءة`),
    unreadFromStudents: 'رسالة واحدة غير مقروءة من الطلاب',
    unreadFilter: 'غير مقروءة من الطلاب',
    savedReply: 'الرد',
    insertReply: 'إدراج الرد',
    studentBody: 'السلام عليكم، أرسلت الوصل reçu-paiement.pdf كما طُلب.\nشكرًا لكم.',
    ownWords: 'مرحبًا،\n',
    accountBody: 'السلام عليكم، ما زال حسابي في انتظار الموافقة: ما الذي ينقص؟',
    replies: {
      title: 'الردود المحفوظة',
      new: 'رد محفوظ جديد',
      language: 'اللغة',
      titleField: 'العنوان',
      text: 'النص',
      save: 'حفظ',
      saved: 'تم حفظ الرد.',
      edit: (title: string) => `تعديل ${title}`,
      delete: (title: string) => `حذف ${title}`,
      confirmDelete: 'حذف هذا الرد المحفوظ؟',
      deleteButton: 'حذف',
      deleted: 'تم حذف الرد المحفوظ.',
      french: 'الفرنسية',
      arabic: 'العربية',
    },
    bulk: {
      write: 'مراسلة المترشحين',
      scholarship: 'المنحة',
      body: 'رسالة إلى كل طالب',
      every: /^كل الطلبات المطابقة للمرشّحات \(2\)/,
      send: 'إرسال الرسالة',
      bodyText: 'تذكير: تجتمع اللجنة يوم 15 يونيو، يرجى تحديث وثائقكم.',
      twoDone: 'نُفِّذ طلبان، ولم يتعذّر أي طلب.',
      sentTo: (name: string) => `${name}: أُرسلت الرسالة`,
    },
  },
} as const;

/** A saved reply the staff keep in each language (written on the saved replies page in the third test). */
const SAVED_REPLY = {
  fr: { title: 'Accusé de réception', body: 'Nous avons bien reçu votre document et l’examinons.' },
  ar: { title: 'إشعار بالاستلام', body: 'لقد توصلنا بوثيقتكم وهي قيد الدراسة.' },
} as const;

let platform: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startE2ePlatform(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const fullName = (student: TestUser) => `${student.user.firstName} ${student.user.lastName}`;

async function signInStudent(student: TestUser, language: Language, landing: string): Promise<Page> {
  const { page } = await openSession(browser, platform.webUrl, language);
  await signIn(page, student.user.email, student.password);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

describe.each(['fr', 'ar'] as const)('messages between students and staff (%s)', (language) => {
  const words = WORDS[language];
  const folder = `messages-${language}`;
  let agent: TestUser & { totpSecret: string };
  let staff: Page;

  const studentPanel = (page: Page) => page.getByRole('region', { name: words.studentRegion });
  const staffPanel = () => staff.getByRole('region', { name: words.staffRegion });
  const headerMessagesLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

  beforeAll(async () => {
    agent = await withTotp(platform.api, await createAgent(platform.api, { firstName: 'Karim', lastName: `Agent ${language}` }));
    ({ page: staff } = await openSession(browser, platform.webUrl, language, WIDE_VIEWPORT));
    await signInStaff(staff, platform.api, agent);
    await staff.waitForURL(/\/admin$/);
  });

  afterAll(async () => {
    await staff?.context().close();
  });

  it('carries messages both ways with their files, each side counting what it has not read', async () => {
    // Arrange: two applicants of one scholarship; staff have read everything students wrote so far.
    const title = `Bourse Ifrane messages ${language}`;
    const scholarship = await createScholarship(platform.api, {}, { fr: { title } });
    const writer = await createUser(platform.api, { firstName: 'Salma', lastName: `Bennani ${language}`, language });
    const quiet = await createUser(platform.api, { firstName: 'Omar', lastName: `Tazi ${language}`, language });
    const application = await createApplication(platform.api, { student: writer, scholarshipId: scholarship.id });
    await createApplication(platform.api, { student: quiet, scholarshipId: scholarship.id });
    await platform.api.context.db
      .updateTable('messages')
      .set({ readAt: new Date() })
      .where('authorSide', '=', 'student')
      .where('readAt', 'is', null)
      .execute();
    await platform.api.context.db
      .insertInto('messageTemplates')
      .values({ language, title: `${SAVED_REPLY[language].title} ${language}`, body: SAVED_REPLY[language].body, createdBy: agent.user.id })
      .execute();

    // The student writes on their application, with their receipt.
    const student = await signInStudent(writer, language, '/bourses');
    await student.goto(`/applications/${application.id}`);
    const written = await sendMessage(studentPanel(student), words.conversation, words.studentBody, [RECEIPT_PDF]);
    expect(await written.locator('p[dir="auto"]').textContent()).toBe(words.studentBody);
    await written.getByText(words.sent, { exact: true }).waitFor();
    await written.getByRole('button', { name: RECEIPT_PDF.name }).waitFor();
    await inspectPage(student, language, '01-student-writes', folder);

    // Staff: the dashboard counts it, the list marks the row and its filter keeps only that row.
    await staff.goto('/admin');
    await expect.poll(() => staff.getByTestId('unread-from-students-count').textContent()).toContain(words.unreadFromStudents);
    await staff.goto(`/admin/applications?scholarship=${scholarship.id}`);
    const writerRow = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: fullName(writer) }) });
    const quietRow = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: fullName(quiet) }) });
    await writerRow.getByText(words.unread(1), { exact: true }).waitFor();
    await quietRow.waitFor();
    expect(await quietRow.getByText(words.unread(1), { exact: true }).count()).toBe(0);
    // The filters apply at once and are drawn afresh from the address: a click, then the new state.
    await staff.getByLabel(words.unreadFilter, { exact: true }).click();
    await staff.waitForURL((url) => url.searchParams.get('unread') === 'true');
    // Drawn afresh from the new address: wait for the new box, ticked (reading it at once raced the redraw).
    await staff.getByRole('checkbox', { name: words.unreadFilter, exact: true, checked: true }).waitFor();
    await quietRow.waitFor({ state: 'detached' });
    expect(await writerRow.count()).toBe(1);

    // Staff read it under the student's name, open the receipt, and answer with a saved reply.
    await writerRow.getByRole('link', { name: fullName(writer) }).click();
    await staff.waitForURL((url) => url.pathname === `/admin/applications/${application.id}`);
    const panel = staffPanel();
    const received = messageHolding(panel, fullName(writer));
    await received.getByText(words.studentSide, { exact: true }).waitFor();
    expect(await received.locator('p[dir="auto"]').textContent()).toBe(words.studentBody);
    const download = await openAttachment(staff, received, RECEIPT_PDF.name);
    expect(download.status).toBe(200);
    expect(download.contentType).toBe('application/pdf');
    expect(download.body.equals(RECEIPT_PDF.buffer)).toBe(true);

    // A minute later (the api's clock stands still in tests, and messages of one instant have no order).
    platform.api.clock.advance(60_000);
    await panel.getByRole('textbox', { name: words.conversation.yourMessage }).fill(words.ownWords);
    await panel.getByLabel(words.savedReply, { exact: true }).selectOption({ label: `${SAVED_REPLY[language].title} ${language}` });
    await panel.getByRole('button', { name: words.insertReply }).click();
    const replyBody = `${words.ownWords}${SAVED_REPLY[language].body}`;
    expect(await panel.getByRole('textbox', { name: words.conversation.yourMessage }).inputValue()).toBe(replyBody);
    const reply = await sendMessage(panel, words.conversation, '', [CONTRACT_PNG]);
    expect(await reply.locator('p[dir="auto"]').textContent()).toBe(replyBody);
    await reply.getByText(fullName(agent), { exact: true }).waitFor();
    await reply.getByText(words.sent, { exact: true }).waitFor();
    await inspectPage(staff, language, '02-staff-replies', folder);

    // The student: one unread in the header and on the application's row, none once opened.
    await student.goto('/applications');
    await headerMessagesLink(student, words.unread(1)).waitFor();
    const row = student.getByRole('listitem').filter({ has: student.getByRole('link', { name: title }) });
    await row.getByText(words.unread(1), { exact: true }).waitFor();
    await student.goto(`/applications/${application.id}`);
    const answer = messageHolding(studentPanel(student), SAVED_REPLY[language].body);
    await answer.getByText(words.platformTeam, { exact: true }).waitFor();
    expect(await answer.textContent()).not.toContain(agent.user.lastName);
    expect(await answer.textContent()).not.toContain(agent.user.firstName);
    expect(await answer.locator('p[dir="auto"]').textContent()).toBe(replyBody);
    // Made small into a JPEG before it was attached, as every photo uploaded.
    await answer.getByRole('button', { name: chosenName(CONTRACT_PNG) }).waitFor();
    await headerMessagesLink(student, words.messagesTitle).waitFor();
    await inspectPage(student, language, '03-student-reads-the-reply', folder);

    // Staff see their message read.
    await staff.reload();
    await messageHolding(staffPanel(), SAVED_REPLY[language].body).getByText(words.read, { exact: true }).waitFor();
    await student.context().close();
  });

  it('lets a student waiting for approval write from the messages page, and staff read it on the account', async () => {
    const waiting = await createPendingStudent(platform.api, {
      firstName: 'Yasmine',
      lastName: `Alami ${language}`,
      language,
      isVerified: true,
      verifiedAt: new Date(),
    });
    const student = await signInStudent(waiting, language, '/pending');

    await student.goto('/messages');
    await student.getByRole('heading', { level: 1, name: words.messagesTitle }).waitFor();
    // The page's own region, then the conversation's panel inside it: the account's, the only one.
    const panel = student.getByRole('region', { name: words.messagesTitle, exact: true }).last();
    const written = await sendMessage(panel, words.conversation, words.accountBody);
    expect(await written.locator('p[dir="auto"]').textContent()).toBe(words.accountBody);
    await inspectPage(student, language, '04-waiting-student-writes', folder);

    await staff.goto(`/admin/accounts/${waiting.user.id}`);
    const received = messageHolding(staffPanel(), words.accountBody);
    await received.getByText(fullName(waiting), { exact: true }).waitFor();
    expect(await received.locator('p[dir="auto"]').textContent()).toBe(words.accountBody);
    await student.context().close();
  });

  it('keeps saved replies per language: staff write one in each, change one and delete the other', async () => {
    const { replies } = words;
    const french = { title: `Pièces manquantes ${language}`, body: 'Il manque la page 2 de votre contrat.' };
    const arabic = { title: `وثائق ناقصة ${language}`, body: 'تنقص الصفحة الثانية من عقدكم.' };
    await staff.goto('/admin/replies');
    await staff.getByRole('heading', { level: 1, name: replies.title }).waitFor();

    for (const [reply, languageName] of [
      [french, replies.french],
      [arabic, replies.arabic],
    ] as const) {
      await staff.getByRole('button', { name: replies.new, exact: true }).click();
      const dialog = staff.getByRole('dialog', { name: replies.new });
      await dialog.getByLabel(replies.language, { exact: true }).selectOption({ label: languageName });
      await dialog.getByLabel(replies.titleField).fill(reply.title);
      await dialog.getByLabel(replies.text).fill(reply.body);
      await dialog.getByRole('button', { name: replies.save, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await staff.getByText(replies.saved).first().waitFor();
      await staff.getByRole('rowheader', { name: reply.title, exact: true }).waitFor();
    }
    const arabicRow = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: arabic.title, exact: true }) });
    expect(await arabicRow.getByRole('cell', { name: replies.arabic, exact: true }).count()).toBe(1);
    expect(await arabicRow.locator('[dir="auto"]').filter({ hasText: arabic.body }).count()).toBe(1);

    // Only the French ones, through the language filter.
    await staff.getByRole('main').getByLabel(replies.language, { exact: true }).selectOption({ label: replies.french });
    await staff.waitForURL((url) => url.searchParams.get('language') === 'FR');
    await staff.getByRole('rowheader', { name: arabic.title, exact: true }).waitFor({ state: 'detached' });
    await staff.getByRole('rowheader', { name: french.title, exact: true }).waitFor();
    await inspectPage(staff, language, '05-saved-replies', folder);

    // Change the French one's title and text.
    const changed = { title: `Page manquante ${language}`, body: 'Il manque la page 2 de votre contrat de service, signée.' };
    await staff.getByRole('button', { name: replies.edit(french.title), exact: true }).click();
    const editing = staff.getByRole('dialog');
    expect(await editing.getByLabel(replies.titleField).inputValue()).toBe(french.title);
    await editing.getByLabel(replies.titleField).fill(changed.title);
    await editing.getByLabel(replies.text).fill(changed.body);
    await editing.getByRole('button', { name: replies.save, exact: true }).click();
    await editing.waitFor({ state: 'detached' });
    const changedRow = staff.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: changed.title, exact: true }) });
    await changedRow.getByText(changed.body, { exact: true }).waitFor();
    expect(await staff.getByRole('rowheader', { name: french.title, exact: true }).count()).toBe(0);

    // Delete the Arabic one, after confirming.
    await staff.goto('/admin/replies');
    await staff.getByRole('button', { name: replies.delete(arabic.title), exact: true }).click();
    const confirm = staff.getByRole('dialog', { name: replies.confirmDelete });
    await confirm.getByText(arabic.title).waitFor();
    await confirm.getByRole('button', { name: replies.deleteButton, exact: true }).click();
    await staff.getByText(replies.deleted).first().waitFor();
    await staff.getByRole('rowheader', { name: arabic.title, exact: true }).waitFor({ state: 'detached' });
    await staff.getByRole('rowheader', { name: changed.title, exact: true }).waitFor();
    const left = await platform.api.context.db
      .selectFrom('messageTemplates')
      .select(['language', 'title', 'body'])
      .where('title', 'in', [french.title, changed.title, arabic.title])
      .execute();
    expect(left).toEqual([{ language: 'fr', title: changed.title, body: changed.body }]);
  });

  it('writes to every applicant of a scholarship, row by row, each in their own conversation', async () => {
    const { bulk } = words;
    const scholarship = await createScholarship(platform.api);
    const elsewhere = await createApplication(platform.api);
    const applications: TestApplication[] = [];
    for (const [firstName, lastName] of [
      ['Hamza', `Alaoui ${language}`],
      ['Nadia', `Chraibi ${language}`],
    ] as const) {
      const student = await createUser(platform.api, { firstName, lastName, language });
      applications.push(await createApplication(platform.api, { student, scholarshipId: scholarship.id }));
    }
    const [hamza, nadia] = applications;
    if (!hamza || !nadia) throw new Error('two applications expected');

    await staff.goto('/admin/applications');
    await staff.getByLabel(bulk.scholarship, { exact: true }).selectOption(String(scholarship.id));
    await staff.waitForURL((url) => url.searchParams.get('scholarship') === String(scholarship.id));
    await staff.getByRole('link', { name: fullName(nadia.student) }).waitFor();
    await staff.getByRole('button', { name: bulk.write, exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: bulk.write });
    expect(await dialog.getByRole('radio', { name: bulk.every }).isChecked()).toBe(true);
    await dialog.getByLabel(bulk.body).fill(bulk.bodyText);
    await dialog.getByRole('button', { name: bulk.send, exact: true }).click();

    await dialog.getByText(bulk.twoDone).waitFor();
    const outcomes = dialog.getByRole('list');
    // Each row names its student, in the list's order (newest first).
    expect(await outcomes.getByRole('listitem').allTextContents()).toEqual([
      bulk.sentTo(fullName(nadia.student)),
      bulk.sentTo(fullName(hamza.student)),
    ]);
    await inspectPage(staff, language, '06-bulk-message-outcome', folder);
    const reached = await platform.api.context.db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
      .select('conversations.applicationId')
      .where('messages.body', '=', bulk.bodyText)
      .execute();
    expect(reached.map((row) => row.applicationId).sort()).toEqual([hamza.id, nadia.id].sort());
    expect(reached.map((row) => row.applicationId)).not.toContain(elsewhere.id);

    const student = await signInStudent(hamza.student, language, '/bourses');
    await student.goto(`/applications/${hamza.id}`);
    const message = messageHolding(studentPanel(student), bulk.bodyText);
    await message.getByText(words.platformTeam, { exact: true }).waitFor();
    expect(await message.locator('p[dir="auto"]').textContent()).toBe(bulk.bodyText);
    await student.context().close();
  });
});
