import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNMATCHED_ROUTE } from '#api/metrics/request-metrics.ts';
import { captureLogs } from './log-lines.ts';
import { startTestApi, type TestApi } from './test-api.ts';

const METRICS_TOKEN = randomBytes(24).toString('base64url');

const countLine = (labels: string) => `http_request_duration_seconds_count{${labels}}`;

describe('GET /metrics outside production', () => {
  let api: TestApi;
  const logs = captureLogs();
  beforeAll(async () => {
    api = await startTestApi({ LOG_LEVEL: 'warn' }, { logTo: logs.destination });
  });
  afterAll(() => api.close());

  /** The metrics text once it shows `expected` (requests are counted when their answer is sent). */
  async function metricsShowing(expected: string): Promise<string> {
    return vi.waitFor(async () => {
      const res = await api.http.get('/metrics').expect(200);
      expect(res.text).toContain(expected);
      return res.text;
    });
  }

  it('times requests by method, route pattern and status, never by their raw path', async () => {
    await api.http.get('/api/scholarships').expect(200);
    await api.http.get('/api/scholarships/987654').expect(404);

    const text = await metricsShowing(countLine('method="GET",route="/api/scholarships/:id",status="404"'));

    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain(`${countLine('method="GET",route="/api/scholarships",status="200"')} 1`);
    expect(text).toContain(`${countLine('method="GET",route="/api/scholarships/:id",status="404"')} 1`);
    // As a path, never as digits: a CPU-seconds figure may well hold the same six.
    expect(text).not.toContain('/987654');
  });

  it('counts addresses that match no route under one label', async () => {
    await api.http.get('/no/such/place/4242').expect(404);
    await api.http.get('/another/unknown/address').expect(404);

    const text = await metricsShowing(countLine(`method="GET",route="${UNMATCHED_ROUTE}",status="404"`));

    expect(text).toContain(`${countLine(`method="GET",route="${UNMATCHED_ROUTE}",status="404"`)} 2`);
    expect(text).not.toContain('/no/such/place');
  });

  it('serves the default process metrics in Prometheus’s text format', async () => {
    const res = await api.http.get('/metrics').expect(200);

    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('process_cpu_user_seconds_total');
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
    expect(res.text).toContain('nodejs_heap_size_used_bytes');
  });

  it('serves a gauge registered by a domain, read at each scrape', async () => {
    let depth = 3;
    api.context.metrics.registerGauge({
      name: 'bourses_test_queue_depth',
      help: 'Mails waiting to be sent, by kind.',
      labelNames: ['kind'],
      collect: (gauge) => gauge.set({ kind: 'verification' }, depth),
    });

    const first = await api.http.get('/metrics').expect(200);
    depth = 5;
    const second = await api.http.get('/metrics').expect(200);

    expect(first.text).toContain('bourses_test_queue_depth{kind="verification"} 3');
    expect(second.text).toContain('bourses_test_queue_depth{kind="verification"} 5');
  });

  it('still serves the other metrics when a gauge cannot be read, and logs why', async () => {
    api.context.metrics.registerGauge({
      name: 'bourses_test_failed_mails',
      help: 'Mails that could not be sent.',
      collect: () => {
        throw new Error('database unreachable');
      },
    });

    const res = await api.http.get('/metrics').expect(200);

    // prom-client writes NaN as "Nan", which Prometheus reads as NaN too.
    expect(res.text).toMatch(/^bourses_test_failed_mails nan$/im);
    expect(res.text).toContain('http_request_duration_seconds_count');
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'metric not collected', metric: 'bourses_test_failed_mails' }),
    );
  });
});

describe('GET /metrics in production', () => {
  let withToken: TestApi;
  let withoutToken: TestApi;
  beforeAll(async () => {
    [withToken, withoutToken] = await Promise.all([
      startTestApi({ NODE_ENV: 'production', METRICS_TOKEN }),
      startTestApi({ NODE_ENV: 'production' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withToken.close(), withoutToken.close()]);
  });

  const ROUTE_NOT_FOUND = { code: 'ROUTE_NOT_FOUND', message: expect.any(String) };

  it('answers the bearer of METRICS_TOKEN', async () => {
    const res = await withToken.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);

    expect(res.status).toBe(200);
    expect(res.text).toContain('http_request_duration_seconds');
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', `Bearer ${randomBytes(24).toString('base64url')}`],
    ['the token as a Basic credential', `Basic ${METRICS_TOKEN}`],
  ])('is an unknown address (404) with %s', async (_what, authorization) => {
    const request = withToken.http.get('/metrics');
    const res = await (authorization ? request.set('Authorization', authorization) : request);

    expect(res.status).toBe(404);
    expect(res.body).toEqual(ROUTE_NOT_FOUND);
  });

  it('is an unknown address (404) for everyone when METRICS_TOKEN is not set', async () => {
    const res = await withoutToken.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);

    expect(res.status).toBe(404);
    expect(res.body).toEqual(ROUTE_NOT_FOUND);
  });
});
