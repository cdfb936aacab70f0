import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkAnswerSchema } from '#api/contract.ts';
import { createApplication, type TestApplication } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

const bulk = '/api/admin/applications/bulk';

/** The name a bulk outcome gives a row: its student's, as the staff list shows it. */
const nameOf = (application: TestApplication) =>
  `${application.student.user.firstName} ${application.student.user.lastName}`;

const statusOf = async (id: number) =>
  (await api.context.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('POST /api/admin/applications/bulk', () => {
  it('rejects the chosen applications with one feedback: each student gets their own mail, each row its audit entry', async () => {
    const scholarship = await createScholarship(api);
    const chosen = [
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
    ];

    const res = await api.http
      .post(bulk)
      .set(agent.auth)
      .send({ action: 'reject', feedback: 'Reçu illisible', applicationIds: chosen.map((one) => one.id) });

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      results: chosen.map((one) => ({ id: one.id, applicantName: nameOf(one), ok: true })),
      succeeded: 3,
      failed: 0,
    });
    for (const one of chosen) expect(await statusOf(one.id)).toBe('rejected');
    const mails = await api.outbox();
    for (const one of chosen) {
      const theirs = mails.filter((mail) => mail.to === one.student.user.email);
      expect(theirs).toHaveLength(1);
      expect(theirs[0]?.text).toContain('Reçu illisible');
    }
    const audit = await api.context.db
      .selectFrom('auditLog')
      .select(['action', 'targetId'])
      .where('action', '=', 'application.reject')
      .where('targetId', 'in', chosen.map((one) => String(one.id)))
      .execute();
    expect(audit).toHaveLength(3);
  });

  it('reports an already decided application as that row’s error, in the caller’s language, and approves the others', async () => {
    const decided = await createApplication(api, { status: 'approved' });
    const pending = await createApplication(api);

    const res = await api.http
      .post(bulk)
      .set(agent.auth)
      .set('Accept-Language', 'en')
      .send({ action: 'approve', applicationIds: [decided.id, pending.id, 999999] });

    expect(res.status).toBe(200);
    expect(res.body.data.succeeded).toBe(1);
    expect(res.body.data.failed).toBe(2);
    expect(res.body.data.results).toEqual([
      { id: decided.id, applicantName: nameOf(decided), ok: false, code: expect.any(String), message: expect.any(String) },
      { id: pending.id, applicantName: nameOf(pending), ok: true },
      { id: 999999, applicantName: null, ok: false, code: 'APPLICATION_NOT_FOUND', message: expect.any(String) },
    ]);
    expect(res.body.data.results[0].message).toMatch(/approved/i);
    expect(bulkAnswerSchema.safeParse(res.body.data).success).toBe(true);
    expect(await statusOf(pending.id)).toBe('approved');
    const decidedMails = (await api.outbox()).filter((mail) => mail.to === decided.student.user.email);
    expect(decidedMails).toEqual([]);
  });

  it('decides every application matching the filter, the same filter as the list', async () => {
    const scholarship = await createScholarship(api);
    const matching = [
      await createApplication(api, { scholarshipId: scholarship.id }),
      await createApplication(api, { scholarshipId: scholarship.id }),
    ];
    const elsewhere = await createApplication(api);

    const res = await api.http
      .post(bulk)
      .set(agent.auth)
      .send({ action: 'approve', filter: { scholarshipId: String(scholarship.id), status: 'pending' } });

    expect(res.body.data.results.map((row: { id: number }) => row.id).sort()).toEqual(matching.map((one) => one.id).sort());
    expect(await statusOf(elsewhere.id)).toBe('pending');
  });

  it('assigns the chosen applications to an agent, one audit entry each, and sends no mail', async () => {
    const chosen = [await createApplication(api), await createApplication(api)];
    const before = (await api.outbox()).length;

    const res = await api.http
      .post(bulk)
      .set(agent.auth)
      .send({ action: 'assign', assigneeId: agent.user.id, applicationIds: chosen.map((one) => one.id) });
    const mine = await api.http.get('/api/scholarships/applications').query({ assignee: 'me' }).set(agent.auth);

    expect(res.body.data.succeeded).toBe(2);
    expect(mine.body.data.data.map((row: { id: number }) => row.id).sort()).toEqual(chosen.map((one) => one.id).sort());
    expect((await api.outbox()).length).toBe(before);
  });

  it('refuses, before changing anything, a rejection without feedback, no target, or both targets', async () => {
    const application = await createApplication(api);

    const noFeedback = await api.http.post(bulk).set(agent.auth).send({ action: 'reject', applicationIds: [application.id] });
    const noTarget = await api.http.post(bulk).set(agent.auth).send({ action: 'approve' });
    const empty = await api.http.post(bulk).set(agent.auth).send({ action: 'approve', applicationIds: [] });
    const both = await api.http.post(bulk).set(agent.auth).send({ action: 'approve', applicationIds: [application.id], filter: {} });
    const noAssignee = await api.http.post(bulk).set(agent.auth).send({ action: 'assign', applicationIds: [application.id] });

    expect(noFeedback.body.code).toBe('APPLICATION_FEEDBACK_REQUIRED');
    expect(noTarget.body.code).toBe('BULK_TARGET_REQUIRED');
    expect(empty.body.code).toBe('BULK_TARGET_REQUIRED');
    expect(both.body.code).toBe('BULK_TARGET_REQUIRED');
    expect(noAssignee.body.code).toBe('ASSIGNEE_INVALID');
    expect(await statusOf(application.id)).toBe('pending');
  });

  it('refuses more than 500 applications at once, saying how many and the cap', async () => {
    const ids = Array.from({ length: 501 }, (_, index) => index + 1);

    const res = await api.http.post(bulk).set(agent.auth).send({ action: 'approve', applicationIds: ids });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BULK_TOO_MANY', message: expect.stringContaining('501') });
    expect(res.body.message).toContain('500');
  });
});
