import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@bourses/api/test/log-lines';
import { startTestApi, type TestApi } from '@bourses/api/test/test-api';
import { SCHOLARSHIPS } from './operations.ts';
import { startTestBff, type TestBff } from './test-platform.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let api: TestApi;
let bff: TestBff;
let behindProxy: TestBff;
const apiLogs = captureLogs();
const bffLogs = captureLogs();
beforeAll(async () => {
  api = await startTestApi({ LOG_LEVEL: 'info' }, { logTo: apiLogs.destination });
  bff = await startTestBff(api.baseUrl, { LOG_LEVEL: 'info' }, undefined, { logTo: bffLogs.destination });
  behindProxy = await startTestBff(api.baseUrl, { LOG_LEVEL: 'info', TRUST_PROXY: 'true' }, undefined, {
    logTo: bffLogs.destination,
  });
});
afterAll(async () => {
  await bff.close();
  await behindProxy.close();
  await api.close();
});

/** What each program logged under this id, once the access lines are written (after the answer). */
async function loggedUnder(requestId: string) {
  return vi.waitFor(() => {
    const bffLines = bffLogs.lines.filter((line) => line.requestId === requestId);
    const apiLines = apiLogs.lines.filter((line) => line.requestId === requestId);
    expect(bffLines.map((line) => line.msg)).toContain('request');
    expect(apiLines.map((line) => line.msg)).toContain('request completed');
    return { bffLines, apiLines };
  });
}

describe('one id for a GraphQL request, through the bff and the api', () => {
  it('answers a new id and logs it in both programs, the api’s call included', async () => {
    const answer = await bff.graphql(SCHOLARSHIPS, { limit: 5 });
    const requestId = answer.headers.get('x-request-id') ?? '';

    expect(answer.errors).toBeUndefined();
    expect(requestId).toMatch(UUID);
    const { bffLines, apiLines } = await loggedUnder(requestId);
    expect(bffLines).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/graphql', status: 200 }),
    );
    expect(apiLines).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ url: '/api/scholarships' }),
      }),
    );
  });

  it('is on the lines written inside a resolver too (the api unreachable)', async () => {
    const orphan = await startTestBff('http://127.0.0.1:1', { LOG_LEVEL: 'info' }, undefined, {
      logTo: bffLogs.destination,
    });
    try {
      const answer = await orphan.graphql(SCHOLARSHIPS, { limit: 5 });

      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(bffLogs.lines).toContainEqual(
        expect.objectContaining({ msg: 'api unreachable', requestId: answer.headers.get('x-request-id') }),
      );
    } finally {
      await orphan.close();
    }
  });

  it('does not let an internet caller choose the id', async () => {
    const answer = await bff.graphql(
      SCHOLARSHIPS,
      { limit: 5 },
      { headers: { 'X-Request-Id': 'chosen-by-caller' } },
    );

    expect(answer.headers.get('x-request-id')).toMatch(UUID);
    expect([...bffLogs.lines, ...apiLogs.lines].some((line) => line.requestId === 'chosen-by-caller')).toBe(
      false,
    );
  });

  it('keeps the well-formed id of a trusted proxy (TRUST_PROXY) end to end', async () => {
    const answer = await behindProxy.graphql(
      SCHOLARSHIPS,
      { limit: 5 },
      { headers: { 'X-Request-Id': 'lb-0a1b2c' } },
    );

    expect(answer.headers.get('x-request-id')).toBe('lb-0a1b2c');
    await loggedUnder('lb-0a1b2c');
  });

  it('replaces a malformed id even from a trusted proxy', async () => {
    const answer = await behindProxy.graphql(
      SCHOLARSHIPS,
      { limit: 5 },
      { headers: { 'X-Request-Id': 'a;b' } },
    );

    expect(answer.headers.get('x-request-id')).toMatch(UUID);
  });

  it('answers an id on a 404 too', async () => {
    const response = await fetch(`${bff.url}/no-such-page`);

    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});
