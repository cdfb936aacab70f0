import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, casablancaToday } from '#api/scholarships/deadline.ts';
import { casablancaWallClock } from '../casablanca-time.ts';
import { createApplication } from '../factories/applications.ts';
import { createScholarship } from '../factories/scholarships.ts';
import { createAdmin, createAgent, createPendingStudent, createUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /api/admin/dashboard (the work queue)', () => {
  // A fresh database for each: the queue counts everything that waits.
  let queueApi: TestApi;
  beforeEach(async () => {
    queueApi = await startTestApi();
  });
  afterEach(() => queueApi.close());

  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;

  it('lists the pending applications and accounts oldest first with their waiting days, the five oldest of each', async () => {
    // Arrange: applications made 9, 6, 4, 3, 2 and 1 days and 1 hour ago (created in shuffled order).
    const now = casablancaWallClock('2026-11-20T10:00:00');
    queueApi.clock.set(now);
    const admin = await createAdmin(queueApi);
    const scholarship = await createScholarship(queueApi, {}, { fr: { title: 'Bourse Ibn Battuta' } });
    const madeAgo: Record<number, number> = {};
    for (const ago of [3 * DAY, 9 * DAY + HOUR, HOUR, 6 * DAY, 2 * DAY, 4 * DAY, 1 * DAY]) {
      queueApi.clock.set(new Date(now.getTime() - ago));
      const student = await createUser(queueApi, { firstName: 'Ilyas', lastName: `Amrani ${ago}` });
      const application = await createApplication(queueApi, { student, scholarshipId: scholarship.id });
      madeAgo[application.id] = ago;
    }
    queueApi.clock.set(now);
    await createApplication(queueApi, { scholarshipId: scholarship.id, status: 'approved' });
    for (const [days, isVerified] of [
      [2, true],
      [12, false],
      [5, true],
    ] as const)
      await createPendingStudent(queueApi, {
        isVerified,
        createdAt: new Date(now.getTime() - days * DAY),
        lastName: `Waits ${days}`,
      });

    // Act
    const res = await queueApi.http.get('/api/admin/dashboard').set(admin.auth);

    // Assert
    expect(res.status).toBe(200);
    const { pendingApplications, pendingAccounts } = res.body.data;
    expect(pendingApplications.total).toBe(7);
    expect(pendingApplications.oldest.map((row: { waitingDays: number }) => row.waitingDays)).toEqual([
      9, 6, 4, 3, 2,
    ]);
    expect(pendingApplications.oldest.map((row: { id: number }) => madeAgo[row.id])).toEqual([
      9 * DAY + HOUR,
      6 * DAY,
      4 * DAY,
      3 * DAY,
      2 * DAY,
    ]);
    expect(pendingApplications.oldest[0]).toMatchObject({
      scholarshipId: scholarship.id,
      scholarshipTitle: 'Bourse Ibn Battuta',
      applicantName: `Ilyas Amrani ${9 * DAY + HOUR}`,
    });
    expect(pendingAccounts.total).toBe(3);
    expect(pendingAccounts.oldest).toEqual([
      expect.objectContaining({ lastName: 'Waits 12', waitingDays: 12, isVerified: false }),
      expect.objectContaining({ lastName: 'Waits 5', waitingDays: 5, isVerified: true }),
      expect.objectContaining({ lastName: 'Waits 2', waitingDays: 2, isVerified: true }),
    ]);
  });

  it('lists as closing soon the open scholarships whose deadline is 0 to 14 Casablanca days away, with their applications', async () => {
    // Arrange: 00:30 in Casablanca on 20 June is still the 19th in UTC (Casablanca is at UTC+1 then).
    const now = casablancaWallClock('2026-06-20T00:30:00');
    expect(now.toISOString().slice(0, 10)).toBe('2026-06-19');
    queueApi.clock.set(now);
    const admin = await createAdmin(queueApi);
    const titled = (deadline: string) =>
      createScholarship(
        queueApi,
        { deadline, startDate: '2026-05-01' },
        { fr: { title: `Clôture ${deadline}` } },
      );
    await titled('2026-06-19'); // closed yesterday (Casablanca)
    const today = await titled('2026-06-20');
    const lastDay = await titled('2026-07-04');
    await titled('2026-07-05'); // 15 days away
    await createApplication(queueApi, { scholarshipId: today.id });
    await createApplication(queueApi, { scholarshipId: today.id, status: 'rejected' });
    await createApplication(queueApi, { scholarshipId: today.id, status: 'approved' });

    // Act
    const res = await queueApi.http.get('/api/admin/dashboard').set(admin.auth);

    // Assert
    expect(res.body.data.today).toBe('2026-06-20');
    expect(res.body.data.closingSoon).toEqual([
      {
        id: today.id,
        title: 'Clôture 2026-06-20',
        deadline: '2026-06-20',
        daysLeft: 0,
        pendingApplications: 1,
        totalApplications: 3,
      },
      {
        id: lastDay.id,
        title: 'Clôture 2026-07-04',
        deadline: '2026-07-04',
        daysLeft: 14,
        pendingApplications: 0,
        totalApplications: 0,
      },
    ]);
  });

  it('counts the applications received and decided on each of the last 30 Casablanca days', async () => {
    // Arrange (June: Casablanca at UTC+1): received at 23:30 and 00:30 Casablanca time, decided the next day, one received 30 days ago.
    const admin = await createAdmin(queueApi);
    const scholarship = await createScholarship(queueApi, {
      deadline: '2027-06-30',
      startDate: '2026-01-01',
    });
    const applyAt = async (local: string) => {
      queueApi.clock.set(casablancaWallClock(local));
      return createApplication(queueApi, { scholarshipId: scholarship.id });
    };
    await applyAt('2026-05-21T12:00:00'); // before the window
    const late = await applyAt('2026-06-17T23:30:00');
    const early = await applyAt('2026-06-18T00:30:00');
    await applyAt('2026-06-18T09:00:00');
    queueApi.clock.set(casablancaWallClock('2026-06-19T10:00:00'));
    expect(
      (
        await queueApi.http
          .patch(`/api/scholarships/applications/${late.id}/approve`)
          .set(admin.auth)
          .send({})
      ).status,
    ).toBe(200);
    expect(
      (
        await queueApi.http
          .patch(`/api/scholarships/applications/${early.id}/reject`)
          .set(admin.auth)
          .send({ feedback: 'Reçu illisible' })
      ).status,
    ).toBe(200);
    queueApi.clock.set(casablancaWallClock('2026-06-20T08:00:00'));

    // Act
    const res = await queueApi.http.get('/api/admin/dashboard').set(admin.auth);

    // Assert
    const activity: { day: string; received: number; decided: number }[] = res.body.data.activity;
    expect(activity).toHaveLength(30);
    expect(activity[0]?.day).toBe('2026-05-22');
    expect(activity.at(-1)?.day).toBe('2026-06-20');
    const busy = activity.filter((entry) => entry.received > 0 || entry.decided > 0);
    expect(busy).toEqual([
      { day: '2026-06-17', received: 1, decided: 0 },
      { day: '2026-06-18', received: 2, decided: 0 },
      { day: '2026-06-19', received: 0, decided: 2 },
    ]);
  });

  it("counts exactly what the lists' filters show: pending applications, a scholarship's applications, pending accounts", async () => {
    // Arrange
    const admin = await createAdmin(queueApi);
    const closing = await createScholarship(queueApi, { deadline: isoDay(queueApi, 3) });
    const other = await createScholarship(queueApi);
    await createApplication(queueApi, { scholarshipId: closing.id });
    await createApplication(queueApi, { scholarshipId: closing.id, status: 'approved' });
    await createApplication(queueApi, { scholarshipId: other.id });
    await createPendingStudent(queueApi);
    await createPendingStudent(queueApi, { isVerified: true });

    // Act
    const { data } = (await queueApi.http.get('/api/admin/dashboard').set(admin.auth)).body;
    const [pendingList, scholarshipList, accountList] = await Promise.all([
      queueApi.http.get('/api/admin/applications?status=pending').set(admin.auth),
      queueApi.http.get(`/api/admin/applications?scholarshipId=${closing.id}`).set(admin.auth),
      queueApi.http.get('/api/iam/users?approval_status=PENDING').set(admin.auth),
    ]);

    // Assert
    expect(data.pendingApplications.total).toBe(2);
    expect(pendingList.body.data.pagination.total).toBe(data.pendingApplications.total);
    expect(data.closingSoon).toEqual([
      expect.objectContaining({ id: closing.id, totalApplications: 2, pendingApplications: 1 }),
    ]);
    expect(scholarshipList.body.data.pagination.total).toBe(2);
    expect(data.pendingAccounts.total).toBe(2);
    expect(accountList.body.data.pagination.total).toBe(data.pendingAccounts.total);
  });

  it('counts what waits and is assigned to the reader, as the lists filtered to them show', async () => {
    // Arrange: two pending applications and one waiting account for the agent, one of each for a
    // colleague, and a decided application of the agent's, which no longer waits.
    const agent = await createAgent(queueApi);
    const colleague = await createAgent(queueApi);
    const assign = (path: string, assigneeId: string) =>
      queueApi.http.put(`${path}/assignee`).set(agent.auth).send({ assigneeId }).expect(200);
    for (const assignee of [agent, agent, colleague]) {
      const application = await createApplication(queueApi);
      await assign(`/api/scholarships/applications/${application.id}`, assignee.user.id);
    }
    const decided = await createApplication(queueApi, { status: 'approved' });
    await assign(`/api/scholarships/applications/${decided.id}`, agent.user.id);
    for (const assignee of [agent, colleague]) {
      const account = await createPendingStudent(queueApi);
      await assign(`/api/iam/users/${account.user.id}`, assignee.user.id);
    }

    // Act
    const { data } = (await queueApi.http.get('/api/admin/dashboard').set(agent.auth)).body;
    const [applicationList, accountList] = await Promise.all([
      queueApi.http.get('/api/admin/applications?status=pending&assignee=me').set(agent.auth),
      queueApi.http.get('/api/iam/users?approval_status=PENDING&assignee=me').set(agent.auth),
    ]);

    // Assert
    expect(data.assignedToMe).toEqual({ applications: 2, accounts: 1 });
    expect(applicationList.body.data.pagination.total).toBe(2);
    expect(accountList.body.data.pagination.total).toBe(1);
  });

  it('is for staff only: AGENT yes, student 403, visitor 401', async () => {
    const agent = await createAgent(queueApi);
    const student = await createUser(queueApi);

    const [byAgent, byStudent, byVisitor] = await Promise.all([
      queueApi.http.get('/api/admin/dashboard').set(agent.auth),
      queueApi.http.get('/api/admin/dashboard').set(student.auth),
      queueApi.http.get('/api/admin/dashboard'),
    ]);

    expect(byAgent.status).toBe(200);
    expect(byStudent.status).toBe(403);
    expect(byVisitor.status).toBe(401);
  });
});

/** The Casablanca day `days` after the api's today. */
function isoDay(api: TestApi, days: number): string {
  return addDays(casablancaToday(api.clock.now()), days);
}

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
    expect(res.body.data.pagination).toEqual({ total: 1, capped: false, page: 1, limit: 5, pages: 1 });
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
