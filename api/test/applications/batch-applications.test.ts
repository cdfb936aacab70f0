import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../factories/applications.ts';
import { createAgent, createUser, type TestUser } from '../factories/users.ts';
import { startTestApi, type TestApi } from '../test-api.ts';

// The bff asks for the applications of a page, with their histories, in one call.

let api: TestApi;
let agent: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  agent = await createAgent(api);
});
afterAll(() => api.close());

const base = '/api/scholarships/applications';
type Listed = { id: number; history?: { status: string; actor: { role: string } | null }[] };

describe('GET /api/scholarships/applications?ids=…&includeHistory=true', () => {
  it('answers exactly those applications with each one’s history', async () => {
    const first = await createApplication(api);
    const second = await createApplication(api);
    await api.http.patch(`${base}/${second.id}/reject`).set(agent.auth).send({ feedback: 'Reçu illisible' });
    await createApplication(api);

    const before = api.statements.length;
    const res = await api.http
      .get(base)
      .query({ ids: `${first.id},${second.id}`, includeHistory: 'true' })
      .set(agent.auth);
    const statements = api.statements.length - before;

    expect(res.status).toBe(200);
    const items: Listed[] = res.body.data.data;
    expect(items.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    const histories = new Map(items.map((item) => [item.id, item.history?.map((entry) => entry.status)]));
    expect(histories.get(first.id)).toEqual(['pending']);
    expect(histories.get(second.id)).toEqual(['pending', 'rejected']);
    // The caller, the page and its total, the histories.
    expect(statements).toBeLessThanOrEqual(4);
  });

  it('leaves out another student’s application, as a 404 would', async () => {
    const student = await createUser(api);
    const own = await createApplication(api, { student });
    const someoneElses = await createApplication(api);

    const res = await api.http.get(base).query({ ids: `${own.id},${someoneElses.id}`, includeHistory: 'true' }).set(student.auth);

    expect(res.status).toBe(200);
    expect(res.body.data.data.map((item: Listed) => item.id)).toEqual([own.id]);
  });

  it('refuses ids that are not ids (400)', async () => {
    const res = await api.http.get(base).query({ ids: '1,abc' }).set(agent.auth);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('APPLICATION_ID_INVALID');
  });
});
