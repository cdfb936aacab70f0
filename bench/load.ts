import autocannon from 'autocannon';

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** The catalogue figures' load: 32 connections, as in issue 12's measurements. */
export const CONNECTIONS = 32;
const WARM_UP_SECONDS = 3;
export const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

// On a loaded machine a connection may time out now and then: a few failures do not void a run, more
// than this share of the requests does (the figure would then measure errors, not the catalogue).
const TOLERATED_FAILURES = 0.01;

function refuseFailures(result: autocannon.Result, what: string): void {
  const failures = result.errors + result.non2xx;
  if (failures > result.requests.sent * TOLERATED_FAILURES) {
    throw new Error(`${what}: ${result.errors} connection errors and ${result.non2xx} answers other than 2xx out of ${result.requests.sent}`);
  }
}

/** Requests per second (mean over the run) against `target`, after a warm-up that is not counted (nor checked). */
export async function requestsPerSecond(target: Target): Promise<number> {
  const options = { url: target.url, method: target.method ?? 'GET', headers: target.headers, body: target.body, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: MEASURE_SECONDS });
  refuseFailures(result, target.url);
  return result.requests.average;
}

/** Sends `amount` requests, cycling through `requests`, over 32 connections. */
export async function sendRequests(url: string, amount: number, requests: autocannon.Request[]): Promise<void> {
  const result = await autocannon({ url, amount, connections: CONNECTIONS, requests });
  refuseFailures(result, url);
}
