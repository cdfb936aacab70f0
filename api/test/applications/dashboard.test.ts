import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { createClosedScholarship, createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createPendingStudent, createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/admin/dashboard', () => {
  it('counts accounts awaiting approval, applications by status and open scholarships', async () => {
    // Arrange
    const admin = await createAdmin(api);
    await createPendingStudent(api);
    await createPendingStudent(api, { isVerified: true });
    await createPendingStudent(api, { isVerified: true });
    await createUser(api, { approvalStatus: 'REJECTED' });
    const open = await createScholarship(api);
    await createScholarship(api);
    await createClosedScholarship(api);
    await createApplication(api, { scholarshipId: open.id });
    await createApplication(api, { scholarshipId: open.id });
    await createApplication(api, { scholarshipId: open.id, status: 'approved' });
    await createApplication(api, { scholarshipId: open.id, status: 'rejected' });
    await createApplication(api, { scholarshipId: open.id, status: 'withdrawn' });

    // Act
    const res = await api.http.get('/api/admin/dashboard').set(admin.auth);

    // Assert
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        accountsPendingApproval: { total: 3, verified: 2, unverified: 1 },
        applicationsByStatus: { pending: 2, approved: 1, rejected: 1, withdrawn: 1, total: 5 },
        scholarships: { open: 2, closed: 1, total: 3 },
      },
    });
  });

  it('is for staff only: AGENT yes, student 403, visitor 401', async () => {
    const agent = await createAgent(api);
    const student = await createUser(api);

    const [byAgent, byStudent, byVisitor] = await Promise.all([
      api.http.get('/api/admin/dashboard').set(agent.auth),
      api.http.get('/api/admin/dashboard').set(student.auth),
      api.http.get('/api/admin/dashboard'),
    ]);

    expect(byAgent.status).toBe(200);
    expect(byStudent.status).toBe(403);
    expect(byVisitor.status).toBe(401);
  });
});

describe('GET /api/admin/applications', () => {
  it('lists every application for staff, filtered by status and scholarship', async () => {
    const agent = await createAgent(api);
    const scholarship = await createScholarship(api);
    const rejected = await createApplication(api, { scholarshipId: scholarship.id, status: 'rejected' });
    await createApplication(api, { scholarshipId: scholarship.id });

    const res = await api.http
      .get(`/api/admin/applications?status=rejected&scholarshipId=${scholarship.id}&limit=5`)
      .set(agent.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ total: 1, page: 1, limit: 5, pages: 1 });
    expect(res.body.data.data).toEqual([
      expect.objectContaining({
        id: rejected.id,
        status: 'rejected',
        applicant: expect.objectContaining({ id: rejected.student.user.id }),
      }),
    ]);
  });

  it('refuses bad filters with a 400', async () => {
    const admin = await createAdmin(api);

    const res = await api.http.get('/api/admin/applications?limit=1000').set(admin.auth);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_LIMIT_INVALID');
  });
});
