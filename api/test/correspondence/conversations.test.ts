import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { postRegistration, registeredUser, registrationFields } from '../factories/auth.ts';
import { PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { startSession } from '#api/iam/session/session-tokens.ts';
import { createAgent, createUser, FACTORY_ORIGIN, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Conversations between a student and the staff (docs/product-rules.md, "Correspondence"): messages
// both ways, unread counts per side, who reads what. Files and deletion: conversation-files.test.ts.

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api, { firstName: 'Youssef', lastName: 'Tazi' });
});
afterAll(() => api.close());

const apps = '/api/scholarships/applications';

/** A fresh student's application and its conversation's id, as staff open it. */
async function applicationWithConversation(student?: TestUser) {
  const application = await createApplication(api, student ? { student } : {});
  const res = await api.http.get(`${apps}/${application.id}/conversation`).set(agent.auth).expect(200);
  return { ...application, conversationId: res.body.data.id as string };
}

const messagesOf = (conversationId: string, reader: TestUser) =>
  api.http.get(`/api/conversations/${conversationId}/messages`).set(reader.auth).expect(200);

describe('messages both ways', () => {
  it('carries text and files from the student to the staff and back, signed for each reader', async () => {
    const { student, conversationId } = await applicationWithConversation();

    const asked = await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(student.auth)
      .field('body', '  Voici la page manquante du contrat.  ')
      .attach('attachments', PDF_FILE, 'contrat-page-2.pdf');
    api.clock.advance(60_000);
    const answered = await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(agent.auth)
      .field('body', 'مرحبا، وصلتنا الصفحة.')
      .attach('attachments', PNG_FILE, 'capture.png')
      .attach('attachments', PDF_FILE, 'recu.pdf');

    expect(asked.status).toBe(201);
    expect(answered.status).toBe(201);
    const staffView = (await messagesOf(conversationId, agent)).body.data;
    expect(staffView.pagination).toMatchObject({ total: 2, page: 1, limit: 20, pages: 1 });
    // Newest first; staff see who wrote what.
    expect(staffView.data.map((message: { body: string }) => message.body)).toEqual([
      'مرحبا، وصلتنا الصفحة.',
      'Voici la page manquante du contrat.',
    ]);
    expect(staffView.data[1].author).toEqual({ id: student.user.id, name: `${student.user.firstName} ${student.user.lastName}` });
    expect(staffView.data[0].author).toEqual({ id: agent.user.id, name: 'Youssef Tazi' });
    const studentView = (await messagesOf(conversationId, student)).body.data.data;
    // The student reads the staff's message as the platform team's: no name, no id.
    expect(studentView[0]).toMatchObject({ authorSide: 'staff', author: null });
    expect(studentView[0].attachments.map((file: { fileName: string; mimeType: string }) => [file.fileName, file.mimeType])).toEqual([
      ['capture.png', 'image/png'],
      ['recu.pdf', 'application/pdf'],
    ]);
    expect(studentView[1].attachments).toHaveLength(1);
  });

  it('takes a file without text, and refuses a message with neither or too long a text', async () => {
    const { student, conversationId } = await applicationWithConversation();
    const path = `/api/conversations/${conversationId}/messages`;

    const fileOnly = await api.http.post(path).set(student.auth).attach('attachments', PDF_FILE, 'releve.pdf');
    const empty = await api.http.post(path).set(student.auth).set('Accept-Language', 'ar').send({ body: '   ' });
    const tooLong = await api.http.post(path).set(student.auth).set('Accept-Language', 'en').send({ body: 'a'.repeat(5001) });
    const longest = await api.http.post(path).set(student.auth).send({ body: ` ${'é'.repeat(5000)} ` });

    expect(fileOnly.status).toBe(201);
    expect(fileOnly.body.data.body).toBe('');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'MESSAGE_EMPTY', message: 'اكتب رسالة أو أرفق ملفًا.' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'MESSAGE_TOO_LONG', message: 'A message has 5,000 characters at most.' });
    expect(longest.status).toBe(201);
    expect((await messagesOf(conversationId, student)).body.data.pagination.total).toBe(2);
  });

  it('pages the messages newest first, 100 at most a page', async () => {
    const { student, conversationId } = await applicationWithConversation();
    for (const body of ['un', 'deux', 'trois']) {
      await api.http.post(`/api/conversations/${conversationId}/messages`).set(student.auth).send({ body }).expect(201);
      api.clock.advance(1000);
    }

    const second = await api.http
      .get(`/api/conversations/${conversationId}/messages`)
      .query({ page: 2, limit: 2 })
      .set(student.auth);
    const tooMany = await api.http.get(`/api/conversations/${conversationId}/messages`).query({ limit: 101 }).set(student.auth);

    expect(second.body.data.data.map((message: { body: string }) => message.body)).toEqual(['un']);
    expect(second.body.data.pagination).toMatchObject({ total: 3, page: 2, limit: 2, pages: 2 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('MESSAGE_LIMIT_INVALID');
  });
});

describe('subjects and the student’s list', () => {
  it('names an application’s by the scholarship in the reader’s language, the account’s for each side', async () => {
    const student = await createUser(api, { firstName: 'Nadia', lastName: 'Alaoui' });
    const { id: scholarshipId } = await createScholarship(api, {}, { fr: { title: 'Bourse Ibn Rochd' }, ar: { title: 'منحة ابن رشد' } });
    const application = await createApplication(api, { student, scholarshipId });
    const older = await createApplication(api, { student });
    const { body: olderConversation } = await api.http.get(`${apps}/${older.id}/conversation`).set(student.auth).expect(200);
    await api.http.post(`/api/conversations/${olderConversation.data.id}/messages`).set(student.auth).send({ body: 'Question' }).expect(201);

    const mine = await api.http.get('/api/conversations/mine').set(student.auth).set('Accept-Language', 'ar').expect(200);
    const account = await api.http.get(`/api/iam/users/${student.user.id}/conversation`).set(agent.auth).expect(200);
    const ownAccount = await api.http.get(`/api/iam/users/${student.user.id}/conversation`).set(student.auth).set('Accept-Language', 'en');

    // The account's first, then the applications', the latest message first (none last).
    expect(mine.body.data.map((conversation: { subject: string }) => conversation.subject)).toEqual([
      'حسابك',
      expect.any(String),
      'منحة ابن رشد',
    ]);
    expect(mine.body.data[1]).toMatchObject({ applicationId: older.id, userId: null });
    expect(mine.body.data[2]).toMatchObject({ kind: 'application', applicationId: application.id, lastMessageAt: null });
    expect(account.body.data).toMatchObject({ kind: 'account', subject: 'Nadia Alaoui', userId: student.user.id });
    expect(ownAccount.body.data).toMatchObject({ subject: 'Your account', userId: null });
  });

  it('has no conversation for a staff account, nor a student list for staff', async () => {
    const account = await api.http.get(`/api/iam/users/${agent.user.id}/conversation`).set(agent.auth);
    const mine = await api.http.get('/api/conversations/mine').set(agent.auth);

    expect(account.status).toBe(404);
    expect(mine.status).toBe(403);
    expect(mine.body.code).toBe('CONVERSATIONS_STUDENTS_ONLY');
  });
});

describe('made with what they are about', () => {
  it('gives each registered or staff-created student account, and each application, its conversation at once', async () => {
    const admin = await createAgent(api, { role: 'ADMIN' });
    const fields = registrationFields();
    await postRegistration(api, fields).expect(201);
    const registered = await registeredUser(api, fields.email ?? '');
    const created = await api.http
      .post('/api/iam/auth/register')
      .set(admin.auth)
      .send({ ...registrationFields(), phoneNumber: '+212 6 11 22 33 44', role: 'CLIENT' })
      .expect(201);
    const application = await createApplication(api);

    const conversations = await api.context.db
      .selectFrom('conversations')
      .select(['kind', 'userId', 'applicationId'])
      .where((eb) =>
        eb.or([eb('userId', 'in', [registered.id, created.body.data.id]), eb('applicationId', '=', application.id)]),
      )
      .orderBy('kind')
      .execute();

    expect(conversations).toEqual(
      expect.arrayContaining([
        { kind: 'account', userId: registered.id, applicationId: null },
        { kind: 'account', userId: created.body.data.id, applicationId: null },
        { kind: 'application', userId: application.student.user.id, applicationId: application.id },
      ]),
    );
    expect(conversations).toHaveLength(3);
  });
});

describe('someone else’s conversation', () => {
  it('is as absent as an unknown one, to read, to write and to open', async () => {
    const { id: applicationId, conversationId } = await applicationWithConversation();
    const other = await createUser(api);

    const read = await api.http.get(`/api/conversations/${conversationId}`).set(other.auth);
    const unknown = await api.http.get('/api/conversations/00000000-0000-4000-8000-000000000000').set(other.auth);
    const messages = await api.http.get(`/api/conversations/${conversationId}/messages`).set(other.auth);
    const written = await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(other.auth)
      .attach('attachments', PDF_FILE, 'intrus.pdf');
    const opened = await api.http.post(`/api/conversations/${conversationId}/read`).set(other.auth);
    const byApplication = await api.http.get(`${apps}/${applicationId}/conversation`).set(other.auth);

    for (const res of [read, messages, written, opened, byApplication]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    expect(unknown.body.code).toBe('CONVERSATION_NOT_FOUND');
    expect((await messagesOf(conversationId, agent)).body.data.pagination.total).toBe(0);
  });
});

describe('a student’s hourly limit', () => {
  it('refuses the 21st message of an hour in the student’s language, then takes it an hour later', async () => {
    const { student, conversationId } = await applicationWithConversation();
    const path = `/api/conversations/${conversationId}/messages`;
    for (let sent = 1; sent <= 20; sent += 1) {
      await api.http.post(path).set(student.auth).send({ body: `Message ${sent}` }).expect(201);
    }

    const refused = await api.http.post(path).set(student.auth).set('Accept-Language', 'fr').send({ body: 'Encore un' });
    const refusedFile = await api.http.post(path).set(student.auth).attach('attachments', PDF_FILE, 'encore.pdf');
    const staffReply = await api.http.post(path).set(agent.auth).send({ body: 'Nous avons tout reçu.' });
    const before = api.clock.now();
    api.clock.advance(60 * 60 * 1000);
    // A new sign-in: the access token of an hour ago has expired.
    const { accessToken } = await startSession(api.context, student.user, FACTORY_ORIGIN);
    const later = await api.http.post(path).set({ Authorization: `Bearer ${accessToken}` }).send({ body: 'Une heure plus tard' });
    api.clock.set(before);

    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('MESSAGE_RATE_LIMITED');
    expect(refused.body.message).toMatch(/^Vous avez envoyé 20 messages en une heure, le maximum\. Vous pourrez en envoyer un autre dans /);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusedFile.status).toBe(429);
    expect(staffReply.status).toBe(201);
    expect(later.status).toBe(201);
    expect((await messagesOf(conversationId, agent)).body.data.pagination.total).toBe(22);
  });

  it('does not count a refused message', async () => {
    const { student, conversationId } = await applicationWithConversation();
    const path = `/api/conversations/${conversationId}/messages`;
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await api.http.post(path).set(student.auth).send({ body: '' }).expect(400);
    }

    const res = await api.http.post(path).set(student.auth).send({ body: 'Enfin' });

    expect(res.status).toBe(201);
  });
});

describe('unread counts and opening', () => {
  let unreadApi: TestApi;
  let staff: TestUser;
  beforeAll(async () => {
    // An api of its own: staff's counts cover every conversation.
    unreadApi = await startTestApi();
    staff = await createAgent(unreadApi);
  });
  afterAll(() => unreadApi.close());

  const unread = async (reader: TestUser) =>
    (await unreadApi.http.get('/api/conversations/unread').set(reader.auth).expect(200)).body.data;

  it('counts the other side’s unread messages for each side, and opening marks them for that side only', async () => {
    const student = await createUser(unreadApi);
    const application = await createApplication(unreadApi, { student });
    const other = await createApplication(unreadApi);
    const conversation = (await unreadApi.http.get(`${apps}/${application.id}/conversation`).set(student.auth)).body.data.id;
    const otherConversation = (await unreadApi.http.get(`${apps}/${other.id}/conversation`).set(staff.auth)).body.data.id;
    const send = async (path: string, writer: TestUser, body: string) => {
      await unreadApi.http.post(`/api/conversations/${path}/messages`).set(writer.auth).send({ body }).expect(201);
      unreadApi.clock.advance(1000);
    };
    await send(conversation, student, 'Bonjour');
    await send(conversation, student, 'Avez-vous reçu mon reçu ?');
    await send(otherConversation, other.student, 'Question');
    await send(conversation, staff, 'Oui, merci.');

    expect(await unread(staff)).toEqual({ messages: 3, conversations: 2 });
    expect(await unread(student)).toEqual({ messages: 1, conversations: 1 });
    // Reading is not opening: the counts stay.
    await unreadApi.http.get(`/api/conversations/${conversation}/messages`).set(staff.auth).expect(200);
    const detail = await unreadApi.http.get(`${apps}/${application.id}`).set(staff.auth).expect(200);
    expect(detail.body.data.conversation).toEqual({ id: conversation, unreadCount: 2 });

    const opened = await unreadApi.http.post(`/api/conversations/${conversation}/read`).set(staff.auth);

    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ id: conversation, unreadCount: 0 });
    expect(await unread(staff)).toEqual({ messages: 1, conversations: 1 });
    // The staff's own message stays unread for the student until the student opens it.
    expect(await unread(student)).toEqual({ messages: 1, conversations: 1 });
    const own = await unreadApi.http.get(`${apps}/${application.id}`).set(student.auth).expect(200);
    expect(own.body.data.conversation).toEqual({ id: conversation, unreadCount: 1 });
    const seenByStaff = (await unreadApi.http.get(`/api/conversations/${conversation}/messages`).set(student.auth)).body.data.data;
    expect(seenByStaff.map((message: { readAt: string | null }) => message.readAt === null)).toEqual([true, false, false]);

    await unreadApi.http.post(`/api/conversations/${conversation}/read`).set(student.auth).expect(200);

    expect(await unread(student)).toEqual({ messages: 0, conversations: 0 });
    const me = await unreadApi.http.get('/api/iam/auth/me').set(student.auth).expect(200);
    expect(me.body.data.conversation).toEqual({ id: expect.any(String), unreadCount: 0 });
  });
});
