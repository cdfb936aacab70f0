import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api, { firstName: 'Youssef', lastName: 'Alaoui', email: 'youssef.alaoui@bourses.ma' });
  otherAgent = await createAgent(api, { firstName: 'Karim', lastName: 'Tazi', email: 'karim.tazi@bourses.ma' });
});
afterAll(() => api.close());

const reject = (by: TestUser, applicationId: number) =>
  api.http
    .patch(`/api/scholarships/applications/${applicationId}/reject`)
    .set(by.auth)
    .send({ feedback: 'Reçu illisible' })
    .expect(200);

const audit = (query: Record<string, string>) => api.http.get('/api/admin/audit').set(admin.auth).query(query);

describe('GET /api/admin/audit', () => {
  it('answers the entries newest first, each with its actor, target, address and changes', async () => {
    const first = await createApplication(api);
    const second = await createApplication(api);
    await reject(agent, first.id);
    await reject(agent, second.id);

    const res = await audit({ actorId: agent.user.id }).expect(200);

    expect(res.body.data.pagination).toMatchObject({ total: 2, capped: false, page: 1 });
    expect(res.body.data.data).toMatchObject([
      {
        action: 'application.reject',
        target: { type: 'application', id: String(second.id) },
        actor: { id: agent.user.id, role: 'AGENT', firstName: 'Youssef', lastName: 'Alaoui', email: 'youssef.alaoui@bourses.ma' },
        changes: { status: ['pending', 'rejected'], feedback: 'Reçu illisible' },
      },
      { target: { type: 'application', id: String(first.id) } },
    ]);
    expect(res.body.data.data[0].clientAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('finds an actor by words of their name or e-mail, and a target by type and id', async () => {
    const application = await createApplication(api);
    await reject(otherAgent, application.id);

    const byName = await audit({ actor: 'karim taz' }).expect(200);
    const byEmail = await audit({ actor: 'KARIM.TAZI@' }).expect(200);
    const byTarget = await audit({ targetType: 'application', targetId: String(application.id) }).expect(200);

    for (const res of [byName, byEmail]) {
      expect(res.body.data.data.every((entry: { actor: { id: string } }) => entry.actor.id === otherAgent.user.id)).toBe(true);
      expect(res.body.data.data.length).toBeGreaterThan(0);
    }
    expect(byTarget.body.data.data).toMatchObject([{ actor: { id: otherAgent.user.id }, action: 'application.reject' }]);
  });

  it('keeps the days of a date range in Casablanca, the last day included', async () => {
    const student = await createUser(api);
    // 23:30 UTC on 9 January 2026 is already 10 January in Casablanca (UTC+1 then).
    await sql`insert into audit_log (at, actor_id, actor_role, action, target_type, target_id)
      values ('2026-01-09T23:30:00Z', ${admin.user.id}, 'ADMIN', 'account.update', 'user', ${student.user.id})`.execute(
      api.context.db,
    );
    const target = { targetType: 'user', targetId: student.user.id };

    const onThe10th = await audit({ ...target, from: '2026-01-10', to: '2026-01-10' }).expect(200);
    const onThe9th = await audit({ ...target, from: '2026-01-09', to: '2026-01-09' }).expect(200);

    expect(onThe10th.body.data.pagination.total).toBe(1);
    expect(onThe9th.body.data.pagination.total).toBe(0);
  });

  it('names what an entry is about as it is now: an application’s student and scholarship (in the caller’s language), its assignee', async () => {
    const scholarship = await createScholarship(api, {}, { ar: { title: 'منحة التميز' } });
    const student = await createUser(api, { firstName: 'Salma', lastName: 'Chraibi' });
    const application = await createApplication(api, { student, scholarshipId: scholarship.id });
    await api.http
      .put(`/api/scholarships/applications/${application.id}/assignee`)
      .set(admin.auth)
      .send({ assigneeId: otherAgent.user.id })
      .expect(200);

    const target = { targetType: 'application', targetId: String(application.id) };
    const [inArabic, inFrench] = await Promise.all([
      audit(target).set('Accept-Language', 'ar').expect(200),
      audit(target).set('Accept-Language', 'fr').expect(200),
    ]);

    expect(inArabic.body.data.data).toMatchObject([
      {
        action: 'application.assign',
        target: { name: 'Salma Chraibi', scholarship: { id: String(scholarship.id), title: 'منحة التميز' } },
        changes: { assigneeId: [null, otherAgent.user.id] },
        changeNames: { assigneeId: [null, 'Karim Tazi'] },
      },
    ]);
    expect(inFrench.body.data.data[0].target.scholarship.title).toMatch(/^Bourse d’excellence/);
  });

  it('names the scholarship an export was filtered on', async () => {
    const scholarship = await createScholarship(api, {}, { fr: { title: 'Bourse exportée' } });
    await api.http
      .get('/api/admin/applications/export')
      .query({ format: 'csv', scholarshipId: String(scholarship.id) })
      .set(otherAgent.auth)
      .expect(200);

    const res = await audit({ actorId: otherAgent.user.id, action: 'export.applications' }).expect(200);

    expect(res.body.data.data).toMatchObject([
      {
        changes: { format: 'csv', filters: { scholarshipId: scholarship.id } },
        changeNames: { 'filters.scholarshipId': [null, 'Bourse exportée'] },
      },
    ]);
  });

  it('names a deleted scholarship by the title its deletion recorded, and a deleted account by its e-mail', async () => {
    const scholarship = await createScholarship(api, {}, { fr: { title: 'Bourse supprimée ensuite' } });
    const student = await createUser(api, { email: 'partie@example.ma' });
    await api.http.delete(`/api/scholarships/${scholarship.id}`).set(admin.auth).expect(204);
    await api.http.delete(`/api/iam/users/${student.user.id}`).set(admin.auth).expect(204);

    const [deletedScholarship, deletedAccount] = await Promise.all([
      audit({ targetType: 'scholarship', targetId: String(scholarship.id) }).expect(200),
      audit({ targetType: 'user', targetId: student.user.id }).expect(200),
    ]);

    expect(deletedScholarship.body.data.data).toMatchObject([
      { action: 'scholarship.delete', target: { name: 'Bourse supprimée ensuite', scholarship: null } },
    ]);
    expect(deletedAccount.body.data.data).toMatchObject([{ action: 'account.delete', target: { name: 'partie@example.ma' } }]);
  });

  it('pages the log', async () => {
    const res = await audit({ limit: '1', page: '2' }).expect(200);

    expect(res.body.data.data).toHaveLength(1);
    expect(res.body.data.pagination).toMatchObject({ page: 2, limit: 1 });
  });

  it('refuses filters it cannot read, in the caller’s language', async () => {
    const res = await audit({ from: '2026-02-30' }).set('Accept-Language', 'ar').expect(400);
    await audit({ from: '2026-03-02', to: '2026-03-01' }).expect(400);
    await audit({ actorId: 'not-an-id' }).expect(400);

    expect(res.body.message).toMatch(/سجل التدقيق/);
  });

  it('is for ADMIN only: 403 for an agent and a student, 401 for a visitor', async () => {
    const student = await createUser(api);

    await api.http.get('/api/admin/audit').set(agent.auth).expect(403);
    await api.http.get('/api/admin/audit').set(student.auth).expect(403);
    await api.http.get('/api/admin/audit').expect(401);
  });
});
