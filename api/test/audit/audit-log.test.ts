import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { createAgent, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

const entriesFor = (applicationId: number) =>
  api.context.db
    .selectFrom('auditLog')
    .selectAll()
    .where('targetType', '=', 'application')
    .where('targetId', '=', String(applicationId))
    .orderBy('id')
    .execute();

describe('the audit log', () => {
  it('records a rejection with its actor, address, target and what changed', async () => {
    const application = await createApplication(api);

    await api.http
      .patch(`/api/scholarships/applications/${application.id}/reject`)
      .set(agent.auth)
      .send({ feedback: 'Reçu illisible' })
      .expect(200);

    const [entry, ...more] = await entriesFor(application.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: agent.user.id,
      actorRole: 'AGENT',
      action: 'application.reject',
      targetType: 'application',
      targetId: String(application.id),
      changes: { status: ['pending', 'rejected'], feedback: 'Reçu illisible' },
    });
    expect(entry?.clientAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('records nothing for a decision the server refused', async () => {
    const application = await createApplication(api);

    // A rejection needs its reason: refused, so nothing happened and nothing is recorded.
    await api.http.patch(`/api/scholarships/applications/${application.id}/reject`).set(agent.auth).send({}).expect(400);

    expect(await entriesFor(application.id)).toEqual([]);
  });

  it('cannot be rewritten or erased, even by the database user of the api', async () => {
    const application = await createApplication(api);
    await api.http.patch(`/api/scholarships/applications/${application.id}/approve`).set(agent.auth).send({}).expect(200);

    await expect(sql`update audit_log set action = 'application.reject'`.execute(api.context.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(api.context.db)).rejects.toThrow(/append-only/);
    expect((await entriesFor(application.id)).map((entry) => entry.action)).toEqual(['application.approve']);
  });
});
