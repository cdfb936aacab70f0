import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { countRows, storedFiles } from '../factories/auth.ts';
import { EXE_FILE, JPEG_FILE, PDF_FILE, PNG_FILE } from '../factories/files.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { readZip } from '../factories/zip.ts';
import { EICAR, startClamd, type TestClamd } from '../clamd.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// A message's files (docs/product-rules.md, "Correspondence"): the upload rules and the scanner,
// downloads for the conversation's student and staff only, and what an account's deletion and
// data export do with them.

let clamd: TestClamd;
let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  clamd = await startClamd();
  api = await startTestApi(clamd.env);
  agent = await createAgent(api);
});
afterAll(async () => {
  await api.close();
  await clamd.stop();
});

const apps = '/api/scholarships/applications';

async function applicationWithConversation() {
  const application = await createApplication(api);
  const res = await api.http.get(`${apps}/${application.id}/conversation`).set(agent.auth).expect(200);
  return { ...application, conversationId: res.body.data.id as string };
}

/** What the stores hold: file and message rows, and the files in the storage folder. */
async function stored() {
  const messages = await api.context.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { files: await countRows(api, 'files'), messages: Number(messages.count), onDisk: (await storedFiles(api)).length };
}

/** Collects an answer's body as bytes. */
const bytes = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('attachments under the upload rules', () => {
  it('refuses a 4th file and keeps nothing', async () => {
    const { student, conversationId } = await applicationWithConversation();
    const before = await stored();

    const res = await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(student.auth)
      .field('body', 'Mes justificatifs')
      .attach('attachments', PDF_FILE, 'un.pdf')
      .attach('attachments', PNG_FILE, 'deux.png')
      .attach('attachments', JPEG_FILE, 'trois.jpg')
      .attach('attachments', PDF_FILE, 'quatre.pdf');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'MESSAGE_TOO_MANY_ATTACHMENTS', message: 'Un message porte au plus 3 pièces jointes.' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is not a pdf, jpg or png, whatever its name, and keeps the others neither', async () => {
    const { student, conversationId } = await applicationWithConversation();
    const before = await stored();

    const res = await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(student.auth)
      .set('Accept-Language', 'en')
      .field('body', 'Mon relevé')
      .attach('attachments', PDF_FILE, 'releve.pdf')
      .attach('attachments', EXE_FILE, 'releve-2.pdf');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'File type not allowed: PDF, JPG, JPEG or PNG only.' });
    expect(await stored()).toEqual(before);
  });

  it('refuses an infected file and keeps nothing', async () => {
    const { student, conversationId } = await applicationWithConversation();
    const before = await stored();

    const res = await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(student.auth)
      .field('body', 'Ma photo')
      .attach('attachments', Buffer.concat([PNG_FILE, EICAR]), 'photo.png');

    expect(res.status).toBe(422);
    expect(res.body.code).toBe('UPLOAD_INFECTED');
    expect(await stored()).toEqual(before);
  });
});

describe('downloading an attachment', () => {
  it('gives the file to the conversation’s student and to staff (audited), never to another student', async () => {
    const { id: applicationId, student, conversationId } = await applicationWithConversation();
    const content = Buffer.concat([PDF_FILE, Buffer.from('% page 2\n')]);
    const sent = await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(student.auth)
      .attach('attachments', content, 'contrat signé.pdf')
      .expect(201);
    const path = `/api/conversations/${conversationId}/attachments/${sent.body.data.attachments[0].id}`;
    expect(sent.body.data.attachments[0]).toMatchObject({ fileName: 'contrat signé.pdf', url: path });
    const other = await createUser(api);

    const own = await api.http.get(path).set(student.auth).set('Accept-Language', 'ar').buffer(true).parse(bytes);
    const staff = await api.http.get(path).set(agent.auth).buffer(true).parse(bytes);
    const someoneElse = await api.http.get(path).set(other.auth);

    expect(own.status).toBe(200);
    expect(Buffer.compare(own.body, content)).toBe(0);
    // Named by the server in the reader's language, never by the sender's file name.
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="attachment.pdf"; filename*=UTF-8''${encodeURIComponent('مرفق.pdf')}`,
    );
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(staff.status).toBe(200);
    expect(Buffer.compare(staff.body, content)).toBe(0);
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.body.code).toBe('CONVERSATION_NOT_FOUND');
    const views = await api.context.db
      .selectFrom('auditLog')
      .select(['actorId', 'targetType', 'targetId', 'changes'])
      .where('action', '=', 'document.view')
      .where('targetId', '=', String(applicationId))
      .execute();
    expect(views).toEqual([
      { actorId: agent.user.id, targetType: 'application', targetId: String(applicationId), changes: { document: 'message-attachment' } },
    ]);
  });

  it('answers 404 for an attachment of another conversation', async () => {
    const first = await applicationWithConversation();
    const second = await applicationWithConversation();
    const sent = await api.http
      .post(`/api/conversations/${first.conversationId}/messages`)
      .set(first.student.auth)
      .attach('attachments', PDF_FILE, 'a.pdf')
      .expect(201);

    const res = await api.http
      .get(`/api/conversations/${second.conversationId}/attachments/${sent.body.data.attachments[0].id}`)
      .set(agent.auth);

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('MESSAGE_ATTACHMENT_NOT_FOUND');
  });
});

describe('a student who deletes their account', () => {
  it('takes their conversations and every file in them, leaves the application without one and exported them before', async () => {
    const { id: applicationId, student, conversationId } = await applicationWithConversation();
    await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(student.auth)
      .field('body', 'Mon reçu')
      .attach('attachments', JPEG_FILE, 'recu.jpg')
      .expect(201);
    api.clock.advance(1000);
    await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(agent.auth)
      .field('body', 'Merci, voici le formulaire.')
      .attach('attachments', PDF_FILE, 'formulaire.pdf')
      .expect(201);
    const exported = await api.http.get('/api/iam/auth/me/data-export').set(student.auth).buffer(true).parse(bytes).expect(200);
    const entries = await readZip(exported.body);
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    const onDiskBefore = (await storedFiles(api)).length;

    await api.http.post('/api/iam/auth/delete-account').set(student.auth).send({ password: student.password }).expect(200);

    // The export: each message's text, side and time, and its files byte for byte (the staff unnamed).
    const exportedConversation = data.conversations.find((conversation: { id: string }) => conversation.id === conversationId);
    expect(exportedConversation).toMatchObject({ about: 'application', applicationId });
    expect(exportedConversation.messages).toEqual([
      expect.objectContaining({ by: 'student', body: 'Mon reçu', attachments: [expect.objectContaining({ originalName: 'recu.jpg' })] }),
      expect.objectContaining({ by: 'staff', body: 'Merci, voici le formulaire.', attachments: [expect.objectContaining({ originalName: 'formulaire.pdf' })] }),
    ]);
    const formPath = exportedConversation.messages[1].attachments[0].file;
    expect(Buffer.compare(entries.get(formPath) ?? Buffer.alloc(0), PDF_FILE)).toBe(0);
    // The deletion: both files gone with the conversation, as every other file of the account.
    expect(await api.context.db.selectFrom('conversations').select('id').where('id', '=', conversationId).execute()).toEqual([]);
    expect((await storedFiles(api)).length).toBe(onDiskBefore - 3);
    const application = await api.http.get(`${apps}/${applicationId}`).set(agent.auth).expect(200);
    expect(application.body.data.conversation).toBeNull();
    const conversation = await api.http.get(`${apps}/${applicationId}/conversation`).set(agent.auth).set('Accept-Language', 'en');
    expect(conversation.status).toBe(404);
    expect(conversation.body).toMatchObject({
      code: 'CONVERSATION_CLOSED',
      message: 'This student’s account was deleted: nobody can receive a message in this conversation any more.',
    });
    const sent = await api.http.post(`/api/conversations/${conversationId}/messages`).set(agent.auth).send({ body: 'Encore là ?' });
    expect(sent.status).toBe(404);
  });
});

describe('a staff member’s account deleted', () => {
  it('leaves their messages and files in the students’ conversations', async () => {
    const admin = await createAgent(api, { role: 'ADMIN' });
    const leaving = await createAgent(api);
    const { student, conversationId } = await applicationWithConversation();
    const sent = await api.http
      .post(`/api/conversations/${conversationId}/messages`)
      .set(leaving.auth)
      .field('body', 'Voici le modèle.')
      .attach('attachments', PDF_FILE, 'modele.pdf')
      .expect(201);

    await api.http.delete(`/api/iam/users/${leaving.user.id}`).set(admin.auth).expect(204);
    const download = await api.http
      .get(`/api/conversations/${conversationId}/attachments/${sent.body.data.attachments[0].id}`)
      .set(student.auth);
    const messages = await api.http.get(`/api/conversations/${conversationId}/messages`).set(admin.auth);

    expect(download.status).toBe(200);
    expect(messages.body.data.data[0]).toMatchObject({ body: 'Voici le modèle.', authorSide: 'staff', author: null });
  });
});
