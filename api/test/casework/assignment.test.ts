import type { AuditTargetType } from '@bourses/common/audit-actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { createAdmin, createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let agent: TestUser;
let colleague: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
  colleague = await createAdmin(api);
});
afterAll(() => api.close());

const apps = '/api/scholarships/applications';

const auditOf = (targetType: AuditTargetType, targetId: string | number) =>
  api.context.db
    .selectFrom('auditLog')
    .selectAll()
    .where('targetType', '=', targetType)
    .where('targetId', '=', String(targetId))
    .orderBy('id')
    .execute();

describe('assigning applications', () => {
  it('takes an application, shows the assignee to staff, filters "assigned to me" and audits it', async () => {
    const mine = await createApplication(api);
    const other = await createApplication(api);

    const taken = await api.http.put(`${apps}/${mine.id}/assignee`).set(agent.auth).send({ assigneeId: agent.user.id });
    const assignedToMe = await api.http.get(apps).query({ assignee: 'me' }).set(agent.auth);
    const unassigned = await api.http.get(apps).query({ assignee: 'none', limit: '100' }).set(agent.auth);

    expect(taken.status).toBe(200);
    expect(taken.body.data.assigneeId).toBe(agent.user.id);
    expect(assignedToMe.body.data.data.map((row: { id: number }) => row.id)).toEqual([mine.id]);
    const unassignedIds = unassigned.body.data.data.map((row: { id: number }) => row.id);
    expect(unassignedIds).toContain(other.id);
    expect(unassignedIds).not.toContain(mine.id);
    expect(await auditOf('application', mine.id)).toMatchObject([
      { action: 'application.assign', actorId: agent.user.id, changes: { assigneeId: [null, agent.user.id] } },
    ]);
  });

  it('assigns to a colleague, then unassigns; the same assignee twice changes and records nothing', async () => {
    const application = await createApplication(api);

    await api.http.put(`${apps}/${application.id}/assignee`).set(agent.auth).send({ assigneeId: colleague.user.id }).expect(200);
    await api.http.put(`${apps}/${application.id}/assignee`).set(agent.auth).send({ assigneeId: colleague.user.id }).expect(200);
    const theirs = await api.http.get(apps).query({ assignee: colleague.user.id }).set(agent.auth);
    const unassigned = await api.http.put(`${apps}/${application.id}/assignee`).set(agent.auth).send({ assigneeId: null });

    expect(theirs.body.data.data.map((row: { id: number }) => row.id)).toEqual([application.id]);
    expect(unassigned.body.data.assigneeId).toBeNull();
    expect((await auditOf('application', application.id)).map((entry) => entry.changes)).toEqual([
      { assigneeId: [null, colleague.user.id] },
      { assigneeId: [colleague.user.id, null] },
    ]);
  });

  it('refuses a student as assignee, in the caller’s language, and changes nothing', async () => {
    const application = await createApplication(api);

    const res = await api.http
      .put(`${apps}/${application.id}/assignee`)
      .set(agent.auth)
      .set('Accept-Language', 'ar')
      .send({ assigneeId: application.student.user.id });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'ASSIGNEE_INVALID', message: expect.stringContaining('الموظفين') });
    expect(await auditOf('application', application.id)).toEqual([]);
  });

  it('answers 404 for an application that does not exist, 400 for a malformed assignee', async () => {
    const missing = await api.http.put(`${apps}/999999/assignee`).set(agent.auth).send({ assigneeId: null });
    const malformed = await api.http.put(`${apps}/1/assignee`).set(agent.auth).send({ assigneeId: 'moi' });

    expect(missing.status).toBe(404);
    expect(malformed.body.code).toBe('ASSIGNEE_INVALID');
  });

  it('never tells the student who follows their application', async () => {
    const application = await createApplication(api);
    await api.http.put(`${apps}/${application.id}/assignee`).set(agent.auth).send({ assigneeId: agent.user.id }).expect(200);

    const detail = await api.http.get(`/api/applications/${application.id}`).set(application.student.auth);
    const list = await api.http.get('/api/applications').set(application.student.auth);
    const filtered = await api.http.get('/api/applications').query({ assignee: 'none' }).set(application.student.auth);

    expect(detail.body.data).not.toHaveProperty('assigneeId');
    expect(list.body.data.data[0]).not.toHaveProperty('assigneeId');
    expect(filtered.status).toBe(403);
    expect(filtered.body.code).toBe('CASEWORK_STAFF_ONLY');
  });
});

describe('assigning accounts', () => {
  it('assigns an account, filters the users list by it, audits it and hides it from the owner', async () => {
    const student = await createUser(api);

    const res = await api.http.put(`/api/iam/users/${student.user.id}/assignee`).set(agent.auth).send({ assigneeId: agent.user.id });
    const mine = await api.http.get('/api/iam/users').query({ assignee: 'me' }).set(agent.auth);
    const unassigned = await api.http.get('/api/iam/users').query({ assignee: 'none', limit: '100' }).set(agent.auth);
    const asStaff = await api.http.get(`/api/iam/users/${student.user.id}`).set(colleague.auth);
    const asOwner = await api.http.get(`/api/iam/users/${student.user.id}`).set(student.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.assigneeId).toBe(agent.user.id);
    expect(mine.body.data.data.map((user: { id: string }) => user.id)).toEqual([student.user.id]);
    expect(unassigned.body.data.data.map((user: { id: string }) => user.id)).not.toContain(student.user.id);
    expect(asStaff.body.data.assigneeId).toBe(agent.user.id);
    expect(asOwner.body.data).not.toHaveProperty('assigneeId');
    expect(await auditOf('user', student.user.id)).toMatchObject([
      { action: 'account.assign', changes: { assigneeId: [null, agent.user.id] } },
    ]);
  });

  it('leaves the work unassigned when the assignee’s account is deleted', async () => {
    const leaving = await createAgent(api);
    const student = await createUser(api);
    await api.http.put(`/api/iam/users/${student.user.id}/assignee`).set(agent.auth).send({ assigneeId: leaving.user.id }).expect(200);

    await api.http.delete(`/api/iam/users/${leaving.user.id}`).set(colleague.auth).expect(204);

    const res = await api.http.get(`/api/iam/users/${student.user.id}`).set(agent.auth);
    expect(res.body.data.assigneeId).toBeNull();
  });
});
