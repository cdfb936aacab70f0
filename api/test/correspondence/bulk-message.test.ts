import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkAnswerSchema } from '#api/contract/note-answer.ts';
import { createApplication, type TestApplication } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createAgent, type TestUser } from '../factories/users.ts';
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

const send = '/api/admin/applications/messages';
const DIGEST_DELAY_MS = 16 * 60 * 1000;

const nameOf = (application: TestApplication) =>
  `${application.student.user.firstName} ${application.student.user.lastName}`;

/** The messages the student reads in their application's conversation, newest first. */
async function studentReads(application: TestApplication) {
  const conversation = await api.http
    .get(`/api/scholarships/applications/${application.id}/conversation`)
    .set(application.student.auth)
    .expect(200);
  const messages = await api.http
    .get(`/api/conversations/${conversation.body.data.id}/messages`)
    .set(application.student.auth)
    .expect(200);
  return {
    unreadCount: conversation.body.data.unreadCount,
    messages: messages.body.data.data.map((message: { body: string; authorSide: string; author: unknown }) => ({
      body: message.body,
      authorSide: message.authorSide,
      author: message.author,
    })),
  };
}

const messagesIn = (applicationId: number) =>
  api.context.db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversationId')
    .select(['m.body', 'm.authorId', 'm.authorSide'])
    .where('c.applicationId', '=', applicationId)
    .execute();

describe('POST /api/admin/applications/messages', () => {
  it('writes to each chosen applicant in their own conversation and mail, audited row by row', async () => {
    const scholarship = await createScholarship(api);
    const chosen = [
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
    ];
    const body = 'Bonjour, le jury se réunit le 12 mars : gardez votre téléphone allumé.';

    const res = await api.http.post(send).set(agent.auth).send({ applicationIds: chosen.map((one) => one.id), body: `  ${body} ` });

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      results: chosen.map((one) => ({ id: one.id, applicantName: nameOf(one), ok: true })),
      succeeded: 2,
      failed: 0,
    });
    expect(bulkAnswerSchema.safeParse(res.body.data).success).toBe(true);
    for (const one of chosen) {
      expect(await studentReads(one)).toEqual({
        unreadCount: 1,
        // The student reads the platform team, not the agent's name.
        messages: [{ body, authorSide: 'staff', author: null }],
      });
    }
    const audit = await api.context.db
      .selectFrom('auditLog')
      .select(['targetId', 'actorId'])
      .where('action', '=', 'application.bulk-message')
      .where('targetId', 'in', chosen.map((one) => String(one.id)))
      .orderBy('targetId')
      .execute();
    expect(audit).toEqual(chosen.map((one) => ({ targetId: String(one.id), actorId: agent.user.id })).sort((a, b) => a.targetId.localeCompare(b.targetId)));

    // The digest of new messages goes once its 15 minutes are over (the clock then set back: the
    // other tests' tokens stay valid).
    const sentAt = api.clock.now();
    api.clock.advance(DIGEST_DELAY_MS);
    await api.advanceJobs(DIGEST_DELAY_MS);
    const mails = await api.outbox();
    api.clock.set(sentAt);
    for (const one of chosen) expect(mails.filter((mail) => mail.to === one.student.user.email)).toHaveLength(1);
  });

  it('reports an unknown application and one whose student deleted their account, in the caller’s language, and writes to the others', async () => {
    const kept = await createApplication(api);
    const anonymised = await createApplication(api);
    // The student deletes their own account: the staff keep the application, without the person.
    await api.http
      .post('/api/iam/auth/delete-account')
      .set(anonymised.student.auth)
      .send({ password: anonymised.student.password })
      .expect(200);

    const res = await api.http
      .post(send)
      .set(agent.auth)
      .set('Accept-Language', 'en')
      .send({ applicationIds: [anonymised.id, 999999, kept.id], body: 'Votre dossier est complet.' });

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      results: [
        {
          id: anonymised.id,
          applicantName: null,
          ok: false,
          code: 'BULK_MESSAGE_APPLICANT_DELETED',
          message: 'The student deleted their account: nobody can read a message on this application any more.',
        },
        { id: 999999, applicantName: null, ok: false, code: 'APPLICATION_NOT_FOUND', message: expect.any(String) },
        { id: kept.id, applicantName: nameOf(kept), ok: true },
      ],
      succeeded: 1,
      failed: 2,
    });
    expect(await messagesIn(anonymised.id)).toEqual([]);
    expect(await messagesIn(kept.id)).toEqual([{ body: 'Votre dossier est complet.', authorId: agent.user.id, authorSide: 'staff' }]);
  });

  it('writes to every applicant of a scholarship through the staff list’s filter, and to nobody else', async () => {
    const scholarship = await createScholarship(api);
    const other = await createScholarship(api);
    const applicants = [
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id, status: 'approved' }),
    ];
    const outsider = await createApplication(api, { scholarshipId: other.id });

    const res = await api.http
      .post(send)
      .set(admin.auth)
      .send({ filter: { scholarshipId: scholarship.id }, body: 'Les résultats seront publiés lundi.' });

    expect(res.status).toBe(200);
    expect(res.body.data.succeeded).toBe(2);
    expect(res.body.data.results.map((row: { id: number }) => row.id).sort()).toEqual(applicants.map((one) => one.id).sort());
    for (const one of applicants) expect(await messagesIn(one.id)).toHaveLength(1);
    expect(await messagesIn(outsider.id)).toEqual([]);
  });

  it('refuses a blank text, both or neither target, and more than 500 applications, writing nothing', async () => {
    const application = await createApplication(api);

    const blank = await api.http.post(send).set(agent.auth).set('Accept-Language', 'fr').send({ applicationIds: [application.id], body: '  ' });
    const long = await api.http.post(send).set(agent.auth).send({ applicationIds: [application.id], body: 'é'.repeat(5001) });
    const both = await api.http.post(send).set(agent.auth).send({ applicationIds: [application.id], filter: {}, body: 'Bonjour' });
    const neither = await api.http.post(send).set(agent.auth).send({ body: 'Bonjour' });
    const tooMany = await api.http
      .post(send)
      .set(agent.auth)
      .send({ applicationIds: Array.from({ length: 501 }, (_, index) => index + 1), body: 'Bonjour' });

    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'BULK_MESSAGE_BODY_REQUIRED', message: 'Écrivez le texte du message.' });
    expect(long.body.code).toBe('MESSAGE_TOO_LONG');
    expect(both.body.code).toBe('BULK_TARGET_REQUIRED');
    expect(neither.body.code).toBe('BULK_TARGET_REQUIRED');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('BULK_TOO_MANY');
    expect(await messagesIn(application.id)).toEqual([]);
  });
});
