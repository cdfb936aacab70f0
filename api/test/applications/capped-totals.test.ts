import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_CAP } from '#api/http/page.ts';
import { hashPassword } from '#api/iam/password.ts';
import { casablancaToday } from '#api/scholarships/deadline.ts';
import { seedBulkData } from '#api/seed/bulk-seed.ts';
import { SEEDED_STUDENT_PASSWORD } from '#api/seed/bulk-students.ts';
import { createAdmin, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// Past TOTAL_CAP (1,000) matching rows a staff list stops counting (docs/performance.md): its total is the
// cap, flagged as capped, and a narrower filter gets its exact count again.
const MORE_THAN_CAP = TOTAL_CAP + 25;

let api: TestApi;
let admin: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  admin = await createAdmin(api);
  const now = new Date();
  await seedBulkData(
    api.context.db,
    { scholarships: 4, students: MORE_THAN_CAP, applications: MORE_THAN_CAP },
    { now, today: casablancaToday(now), passwordHash: await hashPassword(SEEDED_STUDENT_PASSWORD), runTag: 'cap' },
  );
  // As many audit entries, written as the staff's actions write them (one actor, one target each).
  await sql`
    insert into audit_log (actor_id, actor_role, action, target_type, target_id)
    select ${admin.user.id}::uuid, 'ADMIN', 'account.approve', 'account', gen_random_uuid()::text
    from generate_series(1, ${MORE_THAN_CAP})`.execute(api.context.db);
}, 120_000);
afterAll(() => api.close());

const list = (path: string, query: Record<string, string | number> = {}) =>
  api.http.get(path).set(admin.auth).query(query).expect(200);

const count = async (query: ReturnType<typeof sql<{ count: number }>>) =>
  Number((await query.execute(api.context.db)).rows[0]?.count);

describe('the totals of the staff lists past 1,000 matching rows', () => {
  it('answer the cap, flagged as capped, with the pages of that cap, for applications, accounts and the audit log', async () => {
    for (const path of ['/api/admin/applications', '/api/iam/users', '/api/admin/audit']) {
      const res = await list(path, { limit: 20 });

      expect(res.body.data.pagination).toEqual({ total: TOTAL_CAP, capped: true, page: 1, limit: 20, pages: TOTAL_CAP / 20 });
      expect(res.body.data.data).toHaveLength(20);
    }
  });

  it('are exact again under the cap: one scholarship’s applications, the accounts waiting for approval', async () => {
    const scholarship = await api.context.db.selectFrom('scholarships').select('id').orderBy('id').executeTakeFirstOrThrow();
    const ofScholarship = await count(sql`select count(*) as count from applications where scholarship_id = ${scholarship.id}`);
    const waiting = await count(sql`select count(*) as count from users where approval_status = 'PENDING'`);
    expect(ofScholarship).toBeLessThan(TOTAL_CAP);

    const applications = await list('/api/admin/applications', { scholarshipId: scholarship.id });
    const accounts = await list('/api/iam/users', { approval_status: 'PENDING' });

    expect(applications.body.data.pagination).toMatchObject({ total: ofScholarship, capped: false });
    expect(accounts.body.data.pagination).toMatchObject({ total: waiting, capped: false });
  });

  it('refuse a bulk action over every matching application, saying more than the cap match', async () => {
    const res = await api.http.post('/api/admin/applications/bulk').set(admin.auth).send({ action: 'assign', assigneeId: null, filter: {} });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BULK_TOO_MANY', message: expect.stringContaining(`${TOTAL_CAP}+`) });
  });
});
