import type { AuditTargetType } from '@bourses/common/audit-actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { PDF_FILE } from '../factories/files.ts';
import { createScholarship, scholarshipPayload } from '../factories/scholarships.ts';
import {
  attachRegistrationDocuments,
  createAdmin,
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let admin: TestUser;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  agent = await createAgent(api);
});
afterAll(() => api.close());

const entriesOn = (targetType: AuditTargetType, targetId: string | number) =>
  api.context.db
    .selectFrom('auditLog')
    .selectAll()
    .where('targetType', '=', targetType)
    .where('targetId', '=', String(targetId))
    .orderBy('id')
    .execute();

const RECEIPT = { content: PDF_FILE, mimeType: 'application/pdf', originalName: 'recu.pdf' };

describe('every staff action is audited', () => {
  it('records each account of a batch decision with its status before and after', async () => {
    const [first, second] = [await createPendingStudent(api, { isVerified: true }), await createPendingStudent(api, { isVerified: true })];

    await api.http
      .put('/api/iam/users/approval')
      .set(agent.auth)
      .send({ userIds: [first.user.id, second.user.id], approvalStatus: 'REJECTED', reason: 'Reçu illisible' })
      .expect(200);

    for (const student of [first, second]) {
      expect(await entriesOn('user', student.user.id)).toMatchObject([
        {
          actorId: agent.user.id,
          action: 'account.reject',
          changes: { approvalStatus: ['PENDING', 'REJECTED'], rejectionReason: [null, 'Reçu illisible'] },
        },
      ]);
    }
  });

  it('records an account changed by an ADMIN with the fields before and after, and never a password', async () => {
    const student = await createUser(api, { firstName: 'Salma' });

    await api.http.patch(`/api/iam/users/${student.user.id}`).set(admin.auth).send({ firstName: 'Samira' }).expect(200);

    const [entry] = await entriesOn('user', student.user.id);
    expect(entry).toMatchObject({ action: 'account.update', changes: { firstName: ['Salma', 'Samira'] } });
    expect(JSON.stringify(entry?.changes)).not.toMatch(/password/i);
  });

  it('does not record a student editing their own profile', async () => {
    const student = await createUser(api);

    await api.http.patch(`/api/iam/users/${student.user.id}`).set(student.auth).send({ firstName: 'Nadia' }).expect(200);

    expect(await entriesOn('user', student.user.id)).toEqual([]);
  });

  it('records an account deletion with the address it had', async () => {
    const student = await createUser(api);

    await api.http.delete(`/api/iam/users/${student.user.id}`).set(admin.auth).expect(204);

    expect(await entriesOn('user', student.user.id)).toMatchObject([
      { action: 'account.delete', changes: { email: [student.user.email, null], role: ['CLIENT', null] } },
    ]);
  });

  it('records an application deletion', async () => {
    const application = await createApplication(api);

    await api.http.delete(`/api/scholarships/applications/${application.id}`).set(agent.auth).expect(204);

    expect(await entriesOn('application', application.id)).toMatchObject([
      { action: 'application.delete', changes: { status: ['pending', null], userId: [application.student.user.id, null] } },
    ]);
  });

  it('records a scholarship created, changed and deleted, with what changed', async () => {
    const created = await api.http
      .post('/api/scholarships')
      .set(agent.auth)
      .send(scholarshipPayload({ university: 'Université de Lyon' }))
      .expect(201);
    const id: number = created.body.data.id;

    await api.http
      .put(`/api/scholarships/${id}`)
      .set(agent.auth)
      .send(scholarshipPayload({ university: 'Université de Lille' }))
      .expect(200);
    await api.http.delete(`/api/scholarships/${id}`).set(agent.auth).expect(204);

    const entries = await entriesOn('scholarship', id);
    expect(entries.map((entry) => entry.action)).toEqual(['scholarship.create', 'scholarship.update', 'scholarship.delete']);
    expect(entries[0]?.changes).toMatchObject({ university: [null, 'Université de Lyon'] });
    expect(entries[1]?.changes).toEqual({ university: ['Université de Lyon', 'Université de Lille'] });
    expect(entries[2]?.changes).toMatchObject({ university: ['Université de Lille', null], deletedApplications: 0 });
  });

  it('records each view of a student’s document by staff, and not the student’s own', async () => {
    const student = await createUser(api);
    await attachRegistrationDocuments(api, student, { paymentReceipt: RECEIPT, serviceContract: RECEIPT });

    await api.http.get(`/api/iam/users/${student.user.id}/documents/payment-receipt`).set(student.auth).expect(200);
    await api.http.get(`/api/iam/users/${student.user.id}/documents/payment-receipt`).set(agent.auth).expect(200);
    await api.http.get(`/api/iam/users/${student.user.id}/documents/payment-receipt`).set(agent.auth).expect(200);

    expect(await entriesOn('user', student.user.id)).toMatchObject([
      { action: 'document.view', actorId: agent.user.id, changes: { document: 'payment-receipt' } },
      { action: 'document.view', actorId: agent.user.id, changes: { document: 'payment-receipt' } },
    ]);
  });

  it('records staff opening an application’s receipt, and not the student opening their own', async () => {
    const application = await createApplication(api);

    await api.http.get(`/api/scholarships/applications/${application.id}/receipt`).set(application.student.auth).expect(200);
    await api.http.get(`/api/scholarships/applications/${application.id}/receipt`).set(admin.auth).expect(200);

    expect(await entriesOn('application', application.id)).toMatchObject([
      { action: 'document.view', actorId: admin.user.id, changes: { document: 'receipt' } },
    ]);
  });

  it('records nothing for a scholarship the server refused to delete', async () => {
    const scholarship = await createScholarship(api);
    await createApplication(api, { scholarshipId: scholarship.id });

    await api.http.delete(`/api/scholarships/${scholarship.id}`).set(agent.auth).expect(409);

    expect(await entriesOn('scholarship', scholarship.id)).toEqual([]);
  });
});
