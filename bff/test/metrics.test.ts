import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OTHER_OPERATION } from '../src/metrics/graphql-metrics.ts';
import { UNMATCHED_ROUTE } from '../src/metrics/request-metrics.ts';
import { REPLAY_HEADER } from '../src/catalogue-cache/answer-replay.ts';
import { hangUpMidJsonBody } from './hang-up.ts';
import { SCHOLARSHIP } from './operations.ts';
import { startTestBff, startTestPlatform, type TestBff, type TestPlatform } from './test-platform.ts';

const METRICS_TOKEN = randomBytes(24).toString('base64url');

// A web client operation (its name is in bff/src/__generated__/web-operation-names.ts).
const SCHOLARSHIP_LIST = /* GraphQL */ `
  query ScholarshipList($limit: Int) {
    scholarships(limit: $limit) {
      items {
        id
        title
      }
    }
  }
`;

describe('GET /metrics on the bff', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  /** The bff's metrics text once it shows every line expected (requests are counted as they end). */
  async function metricsShowing(...expected: string[]): Promise<string> {
    return vi.waitFor(async () => {
      const response = await fetch(`${platform.bff.url}/metrics`);
      const text = await response.text();
      expect(response.status).toBe(200);
      for (const line of expected) expect(text).toContain(line);
      return text;
    });
  }

  it('times GraphQL requests, their operations by name and their calls to the api by route template', async () => {
    await platform.bff.graphql(SCHOLARSHIP_LIST, { limit: 3 });
    await platform.bff.graphql(SCHOLARSHIP, { id: '424242' });

    const text = await metricsShowing(
      'http_request_duration_seconds_count{method="POST",route="/graphql",status="200"} 2',
      'graphql_operation_duration_seconds_count{operation="ScholarshipList",outcome="success"} 1',
      'upstream_request_duration_seconds_count{method="GET",route="/api/scholarships",status="200"} 1',
      'upstream_request_duration_seconds_count{method="GET",route="/api/scholarships/:id",status="404"} 1',
    );

    // The tests' own `query Scholarship` is not a web client operation; a missing one is null, not an error.
    expect(text).toContain(
      `graphql_operation_duration_seconds_count{operation="${OTHER_OPERATION}",outcome="success"} 1`,
    );
    // As an address, never as digits: a CPU-seconds figure may well hold the same six.
    expect(text).not.toContain('/424242');
  });

  it('collapses anonymous operations and names the web client does not use into one label', async () => {
    const before = await metricsShowing('graphql_operation_duration_seconds');
    const othersBefore = Number(
      /graphql_operation_duration_seconds_count\{operation="other",outcome="success"\} (\d+)/.exec(
        before,
      )?.[1] ?? 0,
    );

    await platform.bff.graphql('{ scholarships(limit: 1) { items { id } } }');
    await platform.bff.graphql('query Invented_By_A_Script_1 { scholarships(limit: 1) { items { id } } }');
    await platform.bff.graphql('query Invented_By_A_Script_2 { noSuchField }');

    const text = await metricsShowing(
      `graphql_operation_duration_seconds_count{operation="${OTHER_OPERATION}",outcome="success"} ${othersBefore + 2}`,
      `graphql_operation_duration_seconds_count{operation="${OTHER_OPERATION}",outcome="error"} 1`,
    );
    expect(text).not.toContain('Invented_By_A_Script');
  });

  it('counts a replayed catalogue answer as the route’s 200, and a caller who hangs up mid-body as aborted', async () => {
    const countOf = (text: string, status: string) =>
      Number(new RegExp(`http_request_duration_seconds_count\\{method="POST",route="/graphql",status="${status}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    const before = await metricsShowing('http_request_duration_seconds_count');
    const search = { limit: 2, filter: { search: `metrics ${randomBytes(4).toString('hex')}` } };

    const first = await platform.bff.graphql(SCHOLARSHIP_LIST, search);
    const replayed = await platform.bff.graphql(SCHOLARSHIP_LIST, search);
    await hangUpMidJsonBody(`${platform.bff.url}/graphql`);

    expect([first.headers.get(REPLAY_HEADER), replayed.headers.get(REPLAY_HEADER)]).toEqual([null, 'hit']);
    await metricsShowing(
      `http_request_duration_seconds_count{method="POST",route="/graphql",status="200"} ${countOf(before, '200') + 2}`,
      `http_request_duration_seconds_count{method="POST",route="/graphql",status="aborted"} ${countOf(before, 'aborted') + 1}`,
    );
  });

  it('labels routes by their pattern, and unknown addresses as one', async () => {
    await fetch(`${platform.bff.url}/files/scholarships/31337/image`);
    await fetch(`${platform.bff.url}/no/such/page/999`, { headers: { Accept: 'application/json' } });

    const text = await metricsShowing(
      'http_request_duration_seconds_count{method="GET",route="/files/{*rest}",status="404"} 1',
      `http_request_duration_seconds_count{method="GET",route="${UNMATCHED_ROUTE}",status="404"} 1`,
      'upstream_request_duration_seconds_count{method="GET",route="/api/scholarships/:id/image",status="404"} 1',
    );
    expect(text).not.toContain('31337');
    expect(text).not.toContain('/no/such/page');
  });

  it('serves the default process metrics', async () => {
    const response = await fetch(`${platform.bff.url}/metrics`);

    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain('process_resident_memory_bytes');
  });
});

describe('GET /metrics on a production bff', () => {
  let platform: TestPlatform;
  let withoutToken: TestBff;
  beforeAll(async () => {
    platform = await startTestPlatform({ NODE_ENV: 'production', METRICS_TOKEN });
    withoutToken = await startTestBff(platform.api.baseUrl, { NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await withoutToken.close();
    await platform.close();
  });

  const metrics = (bff: TestBff, authorization?: string) =>
    fetch(`${bff.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

  it('answers the bearer of METRICS_TOKEN', async () => {
    const response = await metrics(platform.bff, `Bearer ${METRICS_TOKEN}`);

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('graphql_operation_duration_seconds');
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', `Bearer ${randomBytes(24).toString('base64url')}`],
  ])('is a coded 404 with %s', async (_what, authorization) => {
    const response = await metrics(platform.bff, authorization);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
  });

  it('is a coded 404 for everyone when METRICS_TOKEN is not set', async () => {
    const response = await metrics(withoutToken, `Bearer ${METRICS_TOKEN}`);

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: expect.any(String) });
  });
});
