import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '@bourses/api/test/factories/applications';
import { createScholarship } from '@bourses/api/test/factories/scholarships';
import {
  createAgent,
  createPendingStudent,
  createUser,
  type TestUser,
} from '@bourses/api/test/factories/users';
import { addDays, casablancaToday } from '@bourses/api/src/scholarships/deadline';
import { DASHBOARD } from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

let platform: TestPlatform;
let agent: TestUser;
beforeAll(async () => {
  platform = await startTestPlatform();
  agent = await createAgent(platform.api);
});
afterAll(() => platform.close());

interface DashboardAnswer {
  dashboard: {
    today: string;
    pendingApplications: {
      total: number;
      oldest: { id: string; waitingDays: number; scholarshipId: string; scholarshipTitle: string }[];
    };
    pendingAccounts: { total: number; oldest: { id: string; waitingDays: number; isVerified: boolean }[] };
    closingSoon: {
      id: string;
      title: string;
      daysLeft: number;
      pendingApplications: number;
      totalApplications: number;
    }[];
    activity: { day: string; received: number; decided: number }[];
  };
}

describe('the work queue (query dashboard)', () => {
  it('gives staff the oldest waiting application and account, the scholarships closing soon and the month, titles in their language', async () => {
    // Arrange: an application made 3 days ago to a scholarship closing in 2 days, an account waiting for 5 days.
    const { api } = platform;
    const now = api.clock.now();
    const today = casablancaToday(now);
    const scholarship = await createScholarship(
      api,
      { deadline: addDays(today, 2) },
      { fr: { title: 'Bourse Al Akhawayn' }, ar: { title: 'منحة الأخوين' } },
    );
    api.clock.set(new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000));
    const application = await createApplication(api, {
      scholarshipId: scholarship.id,
      student: await createUser(api),
    });
    api.clock.set(now);
    const account = await createPendingStudent(api, {
      createdAt: new Date(now.getTime() - 5 * 24 * 60 * 60 * 1000),
    });

    // Act
    const answer = await platform.bff.graphql<DashboardAnswer>(
      DASHBOARD,
      {},
      { token: agent.token, language: 'ar' },
    );

    // Assert
    expect(answer.errors).toBeUndefined();
    const dashboard = answer.data?.dashboard;
    expect(dashboard?.today).toBe(today);
    expect(dashboard?.pendingApplications.total).toBe(1);
    expect(dashboard?.pendingApplications.oldest).toEqual([
      expect.objectContaining({
        id: String(application.id),
        waitingDays: 3,
        scholarshipId: String(scholarship.id),
        scholarshipTitle: 'منحة الأخوين',
      }),
    ]);
    expect(dashboard?.pendingAccounts.oldest).toEqual([
      expect.objectContaining({ id: account.user.id, waitingDays: 5, isVerified: false }),
    ]);
    expect(dashboard?.closingSoon).toEqual([
      {
        id: String(scholarship.id),
        title: 'منحة الأخوين',
        deadline: addDays(today, 2),
        daysLeft: 2,
        pendingApplications: 1,
        totalApplications: 1,
      },
    ]);
    expect(dashboard?.activity).toHaveLength(30);
    expect(dashboard?.activity.find((day) => day.day === addDays(today, -3))?.received).toBe(1);
  });

  it('refuses students', async () => {
    const student = await createUser(platform.api);

    const answer = await platform.bff.graphql(DASHBOARD, {}, { token: student.token });

    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
