import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, filesOnDisk, receiptKey } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
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

const base = '/api/scholarships/applications';

async function mailsTo(email: string) {
  return (await api.outbox()).filter((mail) => mail.to === email);
}

describe('PATCH …/applications/{id}/approve', () => {
  it('approves with optional feedback, keeps the history and e-mails the student in French', async () => {
    // Arrange
    const scholarship = await createScholarship(api, {}, { fr: { title: 'Bourse Eiffel' } });
    const application = await createApplication(api, { scholarshipId: scholarship.id });

    // Act
    const res = await api.http
      .patch(`${base}/${application.id}/approve`)
      .set(agent.auth)
      .send({ feedback: 'Dossier complet' });

    // Assert
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      feedback: 'Dossier complet',
      rejectionReason: null,
    });
    expect(res.body.data.history.at(-1)).toEqual({
      status: 'approved',
      feedback: 'Dossier complet',
      at: expect.any(String),
      actor: { id: agent.user.id, name: `${agent.user.firstName} ${agent.user.lastName}`, role: 'AGENT' },
      correctionRequestId: null,
    });
    const [mail] = await mailsTo(application.student.user.email);
    expect(mail?.subject).toBe('Votre candidature a été approuvée');
    expect(mail?.text).toContain('« Bourse Eiffel » a été approuvée');
    expect(mail?.text).toContain('Commentaire : Dossier complet');
    const applicationPage = `${api.context.config.publicWebUrl}/applications/${application.id}`;
    // The decision letter is issued a moment later and listed on the application's page.
    expect(mail?.text).toContain(
      `Votre lettre de décision officielle sera disponible dans quelques instants sur la page de votre candidature : ${applicationPage}`,
    );
    expect(mail?.html).toContain(`<a href="${applicationPage}">${applicationPage}</a>`);
    expect(mail?.links).toEqual([applicationPage]);
  });

  it("shows the student the decision by the platform team: the role, never the agent's id or name", async () => {
    const application = await createApplication(api);
    await api.http.patch(`${base}/${application.id}/approve`).set(agent.auth).send({ feedback: 'Dossier complet' });

    const asStudent = await api.http.get(`/api/applications/${application.id}`).set(application.student.auth);
    const inTheirList = await api.http
      .get('/api/applications')
      .query({ includeHistory: 'true' })
      .set(application.student.auth);

    const studentsOwn = { id: application.student.user.id, name: expect.any(String), role: 'CLIENT' };
    expect(asStudent.body.data.history.map((entry: { actor: unknown }) => entry.actor)).toEqual([
      studentsOwn,
      { id: null, name: null, role: 'AGENT' },
    ]);
    expect(inTheirList.body.data.data[0].history.at(-1).actor).toEqual({ id: null, name: null, role: 'AGENT' });
  });

  it('approves without a body', async () => {
    const application = await createApplication(api);

    const res = await api.http.patch(`${base}/${application.id}/approve`).set(admin.auth);

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', feedback: null });
  });

  it('takes a null feedback as none', async () => {
    const application = await createApplication(api);

    const res = await api.http
      .patch(`${base}/${application.id}/approve`)
      .set(admin.auth)
      .send({ feedback: null });

    expect(res.status).toBe(200);
    expect(res.body.data.feedback).toBeNull();
  });

  it('refuses approving twice (409) and sends no second e-mail', async () => {
    const application = await createApplication(api);
    await api.http.patch(`${base}/${application.id}/approve`).set(admin.auth).expect(200);

    const res = await api.http
      .patch(`${base}/${application.id}/approve`)
      .set(admin.auth)
      .set('Accept-Language', 'en');

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'The application already has the status “approved”.',
      code: 'APPLICATION_STATUS_UNCHANGED',
    });
    expect(await mailsTo(application.student.user.email)).toHaveLength(1);
  });
});

describe('PATCH …/applications/{id}/reject', () => {
  it('rejects with the feedback as the reason and e-mails the student in Arabic', async () => {
    const student = await createUser(api, { language: 'ar' });
    const scholarship = await createScholarship(api, {}, { ar: { title: 'منحة التميز' } });
    const application = await createApplication(api, { student, scholarshipId: scholarship.id });

    const res = await api.http
      .patch(`${base}/${application.id}/reject`)
      .set(admin.auth)
      .send({ feedback: 'Le reçu est illisible' });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Le reçu est illisible',
      feedback: 'Le reçu est illisible',
    });
    expect(res.body.data.history.at(-1)).toMatchObject({
      status: 'rejected',
      feedback: 'Le reçu est illisible',
      actor: { role: 'ADMIN' },
    });
    const [mail] = await mailsTo(student.user.email);
    expect(mail?.subject).toBe('تم رفض طلبك');
    expect(mail?.text).toContain('«منحة التميز»');
    expect(mail?.text).toContain('السبب: Le reçu est illisible');
    expect(mail?.html).toContain('dir="rtl"');
    const applicationPage = `${api.context.config.publicWebUrl}/applications/${application.id}`;
    expect(mail?.text).toContain(`ستكون رسالة القرار الرسمية متاحة بعد لحظات في صفحة طلبك: ${applicationPage}`);
    expect(mail?.html).toContain(`<a href="${applicationPage}">${applicationPage}</a>`);
  });

  it('e-mails an English-speaking student in English, escaping the feedback in the HTML', async () => {
    const student = await createUser(api, { language: 'en' });
    const application = await createApplication(api, { student });

    await api.http
      .patch(`${base}/${application.id}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Wrong <b>amount</b>' })
      .expect(200);

    const [mail] = await mailsTo(student.user.email);
    expect(mail?.subject).toBe('Your application was rejected');
    expect(mail?.text).toContain('Reason: Wrong <b>amount</b>');
    expect(mail?.html).toContain('Wrong &lt;b&gt;amount&lt;/b&gt;');
  });

  it('requires the feedback with a clear 400', async () => {
    const application = await createApplication(api);

    const missing = await api.http
      .patch(`${base}/${application.id}/reject`)
      .set(admin.auth)
      .send({})
      .set('Accept-Language', 'en');
    const blank = await api.http
      .patch(`${base}/${application.id}/reject`)
      .set(admin.auth)
      .send({ feedback: '   ' });

    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'A reason is required to reject an application.',
      code: 'APPLICATION_FEEDBACK_REQUIRED',
    });
    expect(blank.status).toBe(400);
    expect(await mailsTo(application.student.user.email)).toEqual([]);
  });

  it('refuses feedback that is not text or too long', async () => {
    const application = await createApplication(api);

    const notText = await api.http
      .patch(`${base}/${application.id}/reject`)
      .set(admin.auth)
      .send({ feedback: 42 });
    const tooLong = await api.http
      .patch(`${base}/${application.id}/reject`)
      .set(admin.auth)
      .send({ feedback: 'x'.repeat(2001) });

    expect(notText.status).toBe(400);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('APPLICATION_FEEDBACK_TOO_LONG');
  });
});

describe('PUT /api/admin/applications/{id}/status', () => {
  it('lets staff set any status with feedback, each change in the history', async () => {
    const application = await createApplication(api);

    const approved = await api.http
      .put(`/api/admin/applications/${application.id}/status`)
      .set(admin.auth)
      .send({ status: 'approved' });
    const rejected = await api.http
      .put(`/api/admin/applications/${application.id}/status`)
      .set(agent.auth)
      .send({ status: 'rejected', feedback: 'Paiement annulé par la banque' });
    const reopened = await api.http
      .put(`/api/admin/applications/${application.id}/status`)
      .set(admin.auth)
      .send({ status: 'pending', feedback: 'Nouvel examen' });

    expect([approved.status, rejected.status, reopened.status]).toEqual([200, 200, 200]);
    expect(reopened.body.data).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      feedback: 'Nouvel examen',
    });
    expect(
      reopened.body.data.history.map(
        (entry: { status: string; feedback: string | null; actor: { role: string } }) => [
          entry.status,
          entry.feedback,
          entry.actor.role,
        ],
      ),
    ).toEqual([
      ['pending', null, 'CLIENT'],
      ['approved', null, 'ADMIN'],
      ['rejected', 'Paiement annulé par la banque', 'AGENT'],
      ['pending', 'Nouvel examen', 'ADMIN'],
    ]);
    const subjects = (await mailsTo(application.student.user.email)).map((mail) => mail.subject);
    // The outbox orders by the wall-clock millisecond: compare without order. "Refusée", the word the
    // student's pages use (issue 28).
    expect(subjects.sort()).toEqual(['Votre candidature a été approuvée', 'Votre candidature a été refusée']);
  });

  it('requires feedback to reject and a known status', async () => {
    const application = await createApplication(api);

    const noFeedback = await api.http
      .put(`/api/admin/applications/${application.id}/status`)
      .set(admin.auth)
      .send({ status: 'rejected' });
    const unknown = await api.http
      .put(`/api/admin/applications/${application.id}/status`)
      .set(admin.auth)
      .send({ status: 'done' });
    const missing = await api.http
      .put(`/api/admin/applications/${application.id}/status`)
      .set(admin.auth)
      .send({});

    expect(noFeedback.status).toBe(400);
    expect(noFeedback.body.code).toBe('APPLICATION_FEEDBACK_REQUIRED');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('APPLICATION_STATUS_INVALID');
    expect(missing.status).toBe(400);
  });

  it('answers 404 for an application that does not exist', async () => {
    const res = await api.http
      .put('/api/admin/applications/999999/status')
      .set(admin.auth)
      .send({ status: 'approved' });

    expect(res.status).toBe(404);
    expect(res.body.code).toBe('APPLICATION_NOT_FOUND');
  });
});

describe('DELETE /api/scholarships/applications/{id}', () => {
  it('deletes the application, its history and its receipt file', async () => {
    const application = await createApplication(api);
    const key = await receiptKey(api, application.id);
    const before = await filesOnDisk(api);

    const res = await api.http.delete(`${base}/${application.id}`).set(agent.auth);

    expect(res.status).toBe(204);
    expect(await filesOnDisk(api)).toBe(before - 1);
    const detail = await api.http.get(`${base}/${application.id}`).set(admin.auth);
    expect(detail.status).toBe(404);
    const history = await api.context.db
      .selectFrom('applicationHistory')
      .select('id')
      .where('applicationId', '=', application.id)
      .execute();
    expect(history).toEqual([]);
    const files = await api.context.db
      .selectFrom('files')
      .select('id')
      .where('storageKey', '=', key ?? '')
      .execute();
    expect(files).toEqual([]);
  });

  it('answers 404 the second time', async () => {
    const application = await createApplication(api);
    await api.http.delete(`${base}/${application.id}`).set(admin.auth).expect(204);

    const res = await api.http.delete(`${base}/${application.id}`).set(admin.auth);

    expect(res.status).toBe(404);
  });
});

describe('who may review', () => {
  const reviews = [
    { name: 'approve', send: (id: number) => api.http.patch(`${base}/${id}/approve`).send({}) },
    {
      name: 'reject',
      send: (id: number) => api.http.patch(`${base}/${id}/reject`).send({ feedback: 'Non' }),
    },
    {
      name: 'set status',
      send: (id: number) => api.http.put(`/api/admin/applications/${id}/status`).send({ status: 'approved' }),
    },
    { name: 'delete', send: (id: number) => api.http.delete(`${base}/${id}`) },
    { name: 'admin list', send: () => api.http.get('/api/admin/applications') },
  ];

  it.each(reviews)('$name: a visitor gets 401', async ({ send }) => {
    const application = await createApplication(api);

    const res = await send(application.id);

    expect(res.status).toBe(401);
  });

  it.each(reviews)('$name: a student, even the owner, gets 403', async ({ send }) => {
    const application = await createApplication(api);

    const res = await send(application.id).set(application.student.auth).set('Accept-Language', 'en');

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Only staff can review applications.',
      code: 'APPLICATION_STAFF_ONLY',
    });
    const { status } = await api.context.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('pending');
  });

  it.each(['abc', '1e3', '-1'])('answers the malformed id %j with a 400', async (id) => {
    const res = await api.http.patch(`${base}/${id}/approve`).set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_ID_INVALID');
  });
});
