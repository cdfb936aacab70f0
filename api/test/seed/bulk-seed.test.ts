import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, APPROVAL_STATUSES } from '@bourses/common/statuses';
import { hashPassword, verifyPassword } from '#api/iam/password.ts';
import { casablancaToday } from '#api/scholarships/deadline.ts';
import { seedBulkData } from '#api/seed/bulk-seed.ts';
import { SEEDED_STUDENT_PASSWORD } from '#api/seed/bulk-students.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;

describe('the bulk seed (npm run seed -- --students N --applications M)', () => {
  it('writes exactly the students and applications asked for, over 200 scholarships, with valid statuses, links and dates', async () => {
    // Arrange
    const now = new Date();
    const db = api.context.db;

    // Act
    const written = await seedBulkData(
      db,
      { scholarships: 200, students: 200, applications: 300 },
      {
        now,
        today: casablancaToday(now),
        passwordHash: await hashPassword(SEEDED_STUDENT_PASSWORD),
        runTag: 'test',
      },
    );

    // Assert
    expect(written).toEqual({ scholarships: 200, students: 200, applications: 300 });
    const counts = await sql<{
      students: number;
      applications: number;
      scholarships: number;
      orphans: number;
      twice: number;
    }>`
      select
        (select count(*)::int from users where email like 'etudiant.test.%') as students,
        (select count(*)::int from applications) as applications,
        (select count(*)::int from scholarships) as scholarships,
        (select count(*)::int from applications a
          left join users u on u.id = a.user_id left join scholarships s on s.id = a.scholarship_id
          where u.id is null or s.id is null or u.approval_status <> 'APPROVED') as orphans,
        (select count(*)::int from (select 1 from applications group by user_id, scholarship_id having count(*) > 1) t) as twice`.execute(
      db,
    );
    expect(counts.rows[0]).toEqual({
      students: 200,
      applications: 300,
      scholarships: 200,
      orphans: 0,
      twice: 0,
    });

    // Every status but those of a correction request, which exist only with their request (and its
    // message in the conversation): the seed writes plain rows.
    const accountStatuses = await db.selectFrom('users').select('approvalStatus').distinct().execute();
    expect(accountStatuses.map((row) => row.approvalStatus).sort()).toEqual(
      APPROVAL_STATUSES.filter((status) => status !== 'CHANGES_REQUESTED').sort(),
    );
    const applicationStatuses = await db.selectFrom('applications').select('status').distinct().execute();
    expect(applicationStatuses.map((row) => row.status).sort()).toEqual(
      APPLICATION_STATUSES.filter((status) => status !== 'correction_requested').sort(),
    );

    const dates = await db
      .selectFrom('applications as a')
      .innerJoin('users as u', 'u.id', 'a.userId')
      .select(['a.createdAt', 'a.updatedAt', 'u.createdAt as accountCreatedAt'])
      .execute();
    for (const row of dates) {
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(row.accountCreatedAt.getTime());
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(row.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.accountCreatedAt.getTime()).toBeGreaterThan(now.getTime() - 60 * DAY - 1000);
    }

    // Each application has its history: made pending, then decided or withdrawn.
    const history = await sql<{ missing: number }>`
      select count(*)::int as missing from applications a
      where not exists (select 1 from application_history h where h.application_id = a.id and h.status = 'pending')
        or (a.status <> 'pending' and not exists (
          select 1 from application_history h where h.application_id = a.id and h.status = a.status))`.execute(
      db,
    );
    expect(history.rows[0]?.missing).toBe(0);
  });

  it('gives the seeded students Moroccan names and the documented password', async () => {
    const student = await api.context.db
      .selectFrom('users')
      .select(['firstName', 'lastName', 'passwordHash', 'email'])
      .where('email', 'like', 'etudiant.test.%')
      .executeTakeFirstOrThrow();

    expect(student.email).toMatch(/^etudiant\.test\.\d+@seed\.bourses\.ma$/);
    expect(student.firstName.length).toBeGreaterThan(1);
    expect(await verifyPassword(student.passwordHash, SEEDED_STUDENT_PASSWORD)).toBe(true);
  });
});
