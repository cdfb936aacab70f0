import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '#api/iam/session/session-tokens.ts';
import { seedDemoApplications } from '#api/seed/demo-applications.ts';
import { seedDemoScholarships } from '#api/seed/demo-scholarships.ts';
import { seedDemoUsers } from '#api/seed/demo-users.ts';
import { FACTORY_ORIGIN } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ SEED_DEMO_DATA: 'true' });
  await seedDemoUsers(api.context);
  await seedDemoScholarships(api.context);
});
afterAll(() => api.close());

describe('demo applications', () => {
  it('give the approved demo student one application in every state, with its history and receipt', async () => {
    // Act
    const seeded = await seedDemoApplications(api.context);
    const again = await seedDemoApplications(api.context);

    // Assert
    expect([seeded, again]).toEqual([4, 0]);
    const student = await api.context.db
      .selectFrom('users')
      .select(['id', 'role', 'approvalStatus'])
      .where('email', '=', 'etudiant@bourses.ma')
      .executeTakeFirstOrThrow();
    const { accessToken: token } = await startSession(api.context, student, FACTORY_ORIGIN);
    const res = await api.http.get('/api/applications').set('Authorization', `Bearer ${token}`);
    const items: { id: number; status: string; paymentReceipt: { url: string } | null }[] =
      res.body.data.data;
    expect(items.map((item) => item.status).sort()).toEqual(['approved', 'pending', 'rejected', 'withdrawn']);
    const rejected = items.find((item) => item.status === 'rejected');
    const detail = await api.http
      .get(`/api/applications/${rejected?.id}`)
      .set('Authorization', `Bearer ${token}`);
    expect(detail.body.data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'rejected',
    ]);
    expect(detail.body.data.history[1].actor).toMatchObject({ role: 'AGENT' });
    const receipt = await api.http
      .get(rejected?.paymentReceipt?.url ?? '')
      .set('Authorization', `Bearer ${token}`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });
});
