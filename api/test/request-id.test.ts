import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from './log-lines.ts';
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
