import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteAnswerSchema } from '#api/contract.ts';
import { createApplication } from '../factories/applications.ts';
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

const apps = '/api/scholarships/applications';

describe('internal notes', () => {
  it('lists an application’s notes newest first, with author and time, and audits each one', async () => {
    const application = await createApplication(api);

    await api.http.post(`${apps}/${application.id}/notes`).set(agent.auth).send({ text: 'Reçu flou, rappeler' }).expect(201);
    const second = await api.http.post(`${apps}/${application.id}/notes`).set(admin.auth).send({ text: '  Rappelée : renvoie le reçu  ' });
    const list = await api.http.get('/api/admin/notes').query({ applicationIds: String(application.id) }).set(agent.auth);

    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      applicationId: application.id,
      userId: null,
      text: 'Rappelée : renvoie le reçu',
      author: { id: admin.user.id, name: `${admin.user.firstName} ${admin.user.lastName}`, role: 'ADMIN' },
      createdAt: expect.any(String),
    });
    expect(list.body.data.map((note: { text: string }) => note.text)).toEqual(['Rappelée : renvoie le reçu', 'Reçu flou, rappeler']);
    // As the bff reads them.
    expect(noteAnswerSchema.array().safeParse(list.body.data).success).toBe(true);
    const audit = await api.context.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('targetType', '=', 'application')
      .where('targetId', '=', String(application.id))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'application.note', actorId: agent.user.id },
      { action: 'application.note', actorId: admin.user.id },
    ]);
  });

  it('keeps notes on accounts, and reads the notes of several accounts in one call', async () => {
    const [first, second] = [await createUser(api), await createUser(api)];

    await api.http.post(`/api/iam/users/${first.user.id}/notes`).set(agent.auth).send({ text: 'Appelée le 3 mars' }).expect(201);
    await api.http.post(`/api/iam/users/${second.user.id}/notes`).set(agent.auth).send({ text: 'Contrat signé' }).expect(201);
    const list = await api.http
      .get('/api/admin/notes')
      .query({ userIds: `${first.user.id},${second.user.id}` })
      .set(admin.auth);

    expect(list.body.data.map((note: { userId: string; text: string }) => [note.userId, note.text]).sort()).toEqual(
      [
        [first.user.id, 'Appelée le 3 mars'],
        [second.user.id, 'Contrat signé'],
      ].sort(),
    );
  });

  it('refuses a blank or too long note with a clear message in the caller’s language', async () => {
    const application = await createApplication(api);

    const blank = await api.http.post(`${apps}/${application.id}/notes`).set(agent.auth).send({ text: '   ' });
    const long = await api.http
      .post(`${apps}/${application.id}/notes`)
      .set(agent.auth)
      .set('Accept-Language', 'en')
      .send({ text: 'x'.repeat(2001) });

    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'NOTE_TEXT_REQUIRED', message: 'Écrivez le texte de la note.' });
    expect(long.body).toMatchObject({ code: 'NOTE_TEXT_TOO_LONG', message: 'A note has 2,000 characters at most.' });
  });

  it('answers 404 for a note on an application or account that does not exist', async () => {
    const application = await api.http.post(`${apps}/999999/notes`).set(agent.auth).send({ text: 'x' });
    const account = await api.http
      .post('/api/iam/users/00000000-0000-4000-8000-000000000000/notes')
      .set(agent.auth)
      .send({ text: 'x' });

    expect(application.status).toBe(404);
    expect(account.status).toBe(404);
  });

  it('never shows the notes to the student, who is refused them with 403 (a visitor with 401)', async () => {
    const application = await createApplication(api);
    await api.http.post(`${apps}/${application.id}/notes`).set(agent.auth).send({ text: 'Secret du dossier' }).expect(201);

    const asStudent = await api.http.get('/api/admin/notes').query({ applicationIds: String(application.id) }).set(application.student.auth);
    const asVisitor = await api.http.get('/api/admin/notes').query({ applicationIds: String(application.id) });
    const ownPage = await api.http.get(`/api/applications/${application.id}`).set(application.student.auth);
    const writing = await api.http.post(`${apps}/${application.id}/notes`).set(application.student.auth).send({ text: 'x' });

    expect(asStudent.status).toBe(403);
    expect(asVisitor.status).toBe(401);
    expect(writing.status).toBe(403);
    expect(JSON.stringify(ownPage.body)).not.toContain('Secret du dossier');
  });

  it('refuses a batch naming both kinds, or neither', async () => {
    const both = await api.http.get('/api/admin/notes').query({ applicationIds: '1', userIds: admin.user.id }).set(agent.auth);
    const neither = await api.http.get('/api/admin/notes').set(agent.auth);

    expect(both.body.code).toBe('NOTE_TARGET_INVALID');
    expect(neither.body.code).toBe('NOTE_TARGET_INVALID');
  });

  it('cannot be edited, even by the api’s own database user (a case file)', async () => {
    const application = await createApplication(api);
    await api.http.post(`${apps}/${application.id}/notes`).set(agent.auth).send({ text: 'Première version' }).expect(201);

    await expect(
      sql`update application_notes set text = 'Réécrite' where application_id = ${application.id}`.execute(api.context.db),
    ).rejects.toThrow(/append-only/);
  });

  it('keeps a note when its author’s account is deleted, without the author', async () => {
    const leaving = await createAgent(api);
    const student = await createUser(api);
    await api.http.post(`/api/iam/users/${student.user.id}/notes`).set(leaving.auth).send({ text: 'Dossier suivi' }).expect(201);

    await api.http.delete(`/api/iam/users/${leaving.user.id}`).set(admin.auth).expect(204);

    const list = await api.http.get('/api/admin/notes').query({ userIds: student.user.id }).set(agent.auth);
    expect(list.body.data).toMatchObject([{ text: 'Dossier suivi', author: null }]);
  });
});
