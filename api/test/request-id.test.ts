import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from './log-lines.ts';
import { apply, receiptKey } from './factories/applications.ts';
import { createScholarship } from './factories/scholarships.ts';
import { createAgent, createPendingStudent, createUser } from './factories/users.ts';
import { startTestApi, type TestApi } from './test-api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let api: TestApi;
const logs = captureLogs();
beforeAll(async () => {
  api = await startTestApi({ LOG_LEVEL: 'info' }, { logTo: logs.destination });
});
afterAll(() => api.close());

/** The access log line of the request with this id, once pino-http has written it. */
async function accessLogOf(requestId: string) {
  return vi.waitFor(() => {
    const line = logs.lines.find(
      (entry) => entry.requestId === requestId && entry.msg === 'request completed',
    );
    expect(line).toBeDefined();
    return line;
  });
}

describe('X-Request-Id on the api', () => {
  it('keeps the well-formed id the bff sent: in the answer and in the request’s log line', async () => {
    const res = await api.http.get('/api/scholarships').set('X-Request-Id', 'bff-7f3a-42');

    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('bff-7f3a-42');
    expect(await accessLogOf('bff-7f3a-42')).toMatchObject({
      req: { method: 'GET', url: '/api/scholarships' },
    });
  });

  it('gives a request without one a new id, answered and logged', async () => {
    const res = await api.http.get('/api/scholarships/999999');

    expect(res.status).toBe(404);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(await accessLogOf(res.headers['x-request-id'] ?? '')).toMatchObject({ res: { statusCode: 404 } });
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with characters outside [A-Za-z0-9-]', '{"level":60}'],
    ['with spaces', 'a b c'],
  ])('replaces an id %s by a new one', async (_what, sent) => {
    const res = await api.http.get('/healthz').set('X-Request-Id', sent);

    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(logs.lines.some((line) => line.requestId === sent)).toBe(false);
  });
});

describe('the lines a request logs on its way', () => {
  it('carry its id: a staff decision’s audit line and a lost file’s warning', async () => {
    const agent = await createAgent(api);
    const pending = await createPendingStudent(api, { isVerified: true, verifiedAt: new Date() });
    const student = await createUser(api);
    const applied = await apply(api, student, (await createScholarship(api)).id);
    await api.context.storage.remove((await receiptKey(api, applied.body.data.id)) ?? '');

    await api.http
      .put('/api/iam/users/approval')
      .set(agent.auth)
      .set('X-Request-Id', 'decision-1')
      .send({ userIds: [pending.user.id], approvalStatus: 'APPROVED' })
      .expect(200);
    await api.http
      .get(`/api/scholarships/applications/${applied.body.data.id}/receipt`)
      .set(student.auth)
      .set('X-Request-Id', 'lost-file-1')
      .expect(404);

    expect(logs.lines.find((line) => line.msg === 'approval changed')).toMatchObject({
      requestId: 'decision-1',
      userIds: [pending.user.id],
    });
    expect(logs.lines.find((line) => line.msg === 'stored bytes missing')).toMatchObject({
      requestId: 'lost-file-1',
    });
  });
});
