import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageTemplateAnswerSchema } from '#api/contract/correspondence-answer.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let agent: TestUser;
let admin: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
  admin = await createAdmin(api);
});
afterAll(() => api.close());

const templates = '/api/admin/message-templates';

const auditOf = (id: string) =>
  api.context.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'changes'])
    .where('targetType', '=', 'message-template')
    .where('targetId', '=', id)
    .orderBy('id')
    .execute();

describe('saved replies', () => {
  it('are shared by the staff: one agent writes a reply, an admin finds it in its language, by title', async () => {
    const receipt = await api.http
      .post(templates)
      .set(agent.auth)
      .send({ language: 'fr', title: '  Reçu illisible ', body: 'Bonjour, votre reçu est illisible : merci de le renvoyer.' });
    await api.http.post(templates).set(agent.auth).send({ language: 'fr', title: 'Contrat manquant', body: 'Il manque une page.' }).expect(201);
    await api.http.post(templates).set(agent.auth).send({ language: 'ar', title: 'وصل غير مقروء', body: 'المرجو إعادة إرسال الوصل.' }).expect(201);

    const french = await api.http.get(templates).query({ language: 'fr' }).set(admin.auth);
    const every = await api.http.get(templates).set(admin.auth);

    expect(receipt.status).toBe(201);
    expect(receipt.body.data).toEqual({
      id: expect.any(String),
      language: 'fr',
      title: 'Reçu illisible',
      body: 'Bonjour, votre reçu est illisible : merci de le renvoyer.',
      updatedAt: expect.any(String),
    });
    expect(french.status).toBe(200);
    expect(french.body.data.map((reply: { title: string }) => reply.title)).toEqual(['Contrat manquant', 'Reçu illisible']);
    expect(every.body.data.map((reply: { language: string }) => reply.language).sort()).toEqual(['ar', 'fr', 'fr']);
    expect(messageTemplateAnswerSchema.strict().array().safeParse(every.body.data).success).toBe(true);
    expect(await auditOf(receipt.body.data.id)).toEqual([
      {
        action: 'message-template.create',
        actorId: agent.user.id,
        changes: { language: 'fr', title: 'Reçu illisible', body: 'Bonjour, votre reçu est illisible : merci de le renvoyer.' },
      },
    ]);
  });

  it('changes and deletes a reply written by someone else, each step audited', async () => {
    const created = await api.http.post(templates).set(agent.auth).send({ language: 'en', title: 'Deadline', body: 'Send it by Friday.' });
    const { id } = created.body.data;

    const changed = await api.http.put(`${templates}/${id}`).set(admin.auth).send({ language: 'en', title: 'Deadline', body: 'Send it by Monday.' });
    const deleted = await api.http.delete(`${templates}/${id}`).set(admin.auth);
    const again = await api.http.delete(`${templates}/${id}`).set(admin.auth).set('Accept-Language', 'en');
    const list = await api.http.get(templates).query({ language: 'en' }).set(agent.auth);

    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, title: 'Deadline', body: 'Send it by Monday.' });
    expect(deleted.status).toBe(204);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'MESSAGE_TEMPLATE_NOT_FOUND', message: 'This saved reply does not exist or was deleted.' });
    expect(list.body.data.map((reply: { id: string }) => reply.id)).not.toContain(id);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'message-template.create', actorId: agent.user.id }),
      { action: 'message-template.update', actorId: admin.user.id, changes: { body: ['Send it by Friday.', 'Send it by Monday.'] } },
      { action: 'message-template.delete', actorId: admin.user.id, changes: { language: 'en', title: 'Deadline' } },
    ]);
    // The audit page names the reply by the title it had, though it is gone.
    const page = await api.http.get('/api/admin/audit').query({ action: 'message-template.delete', targetId: id }).set(admin.auth);
    expect(page.status).toBe(200);
    expect(page.body.data.data.map((entry: { target: unknown }) => entry.target)).toEqual([
      expect.objectContaining({ type: 'message-template', id, name: 'Deadline' }),
    ]);
  });

  it('refuses a blank title, a text over 5,000 characters and an unknown language in the caller’s language, saving nothing', async () => {
    const before = await api.context.db.selectFrom('messageTemplates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

    const blank = await api.http.post(templates).set(agent.auth).set('Accept-Language', 'ar').send({ language: 'fr', title: '   ', body: 'Texte' });
    const long = await api.http.post(templates).set(agent.auth).set('Accept-Language', 'en').send({ language: 'fr', title: 'Long', body: 'x'.repeat(5001) });
    const language = await api.http.post(templates).set(agent.auth).set('Accept-Language', 'fr').send({ language: 'es', title: 'Hola', body: 'Texto' });
    const unknown = await api.http.put(`${templates}/not-a-reply`).set(agent.auth).send({ language: 'fr', title: 'A', body: 'B' });

    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'MESSAGE_TEMPLATE_TITLE_REQUIRED', message: 'أعطِ الرد المحفوظ عنوانًا.' });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'MESSAGE_TEMPLATE_BODY_TOO_LONG', message: 'A saved reply’s text has 5,000 characters at most.' });
    expect(language.status).toBe(400);
    expect(language.body.code).toBe('MESSAGE_TEMPLATE_LANGUAGE_INVALID');
    expect(unknown.status).toBe(404);
    const after = await api.context.db.selectFrom('messageTemplates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('are the staff’s only: a student is refused with a clear message', async () => {
    const student = await createUser(api);

    const res = await api.http.get(templates).set(student.auth).set('Accept-Language', 'en');

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'MESSAGE_TEMPLATES_STAFF_ONLY', message: 'Only staff can read and write saved replies.' });
  });
});
