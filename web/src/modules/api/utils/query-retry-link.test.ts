// @vitest-environment node
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { parse } from 'graphql';
import { of, throwError, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryRetryLink, RETRY_MAX_DELAY_MS } from '@/modules/api/utils/query-retry-link';

const PING = parse('query Ping { ping }');
const TOUCH = parse('mutation Touch { touch }');

/** A server that fails every call in the given way and counts the calls. */
function failingServer(failure: () => Observable<ApolloLink.Result>) {
  const server = { calls: 0 };
  const link = new ApolloLink(() => {
    server.calls += 1;
    return failure();
  });
  const client = new ApolloClient({
    link: ApolloLink.from([createQueryRetryLink(), link]),
    cache: new InMemoryCache(),
  });
  return { server, client };
}

const offline = () => throwError(() => new TypeError('Failed to fetch'));

function serverAnswering(status: number) {
  return () =>
    throwError(() => new ServerError('bad status', { response: new Response('', { status }), bodyText: '' }));
}

/** Lets every retry timer that could fire within `waits` back-off windows fire. */
async function waitBackOffs(waits: number) {
  for (let wait = 0; wait < waits; wait += 1) await vi.advanceTimersByTimeAsync(RETRY_MAX_DELAY_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('retrying failed queries', () => {
  it('tries a query 3 more times, then reports the failure', async () => {
    const { server, client } = failingServer(offline);

    const outcome = client.query({ query: PING }).then(
      () => 'answered',
      () => 'failed',
    );
    // Each wait is at most 30 s, so three of them cover every retry.
    await waitBackOffs(3);

    expect(server.calls).toBe(4);
    expect(await outcome).toBe('failed');
    await waitBackOffs(3);
    expect(server.calls).toBe(4);
  });

  it('waits longer before each retry', async () => {
    // Without jitter's randomness each wait is its longest: 2 s, 4 s, 8 s.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { server, client } = failingServer(offline);
    void client.query({ query: PING }).catch(() => undefined);
    const callTimes: number[] = [];
    await vi.advanceTimersByTimeAsync(0);

    for (let second = 0; second < 20; second += 1) {
      const before = server.calls;
      await vi.advanceTimersByTimeAsync(1000);
      if (server.calls > before) callTimes.push(second + 1);
    }

    expect(callTimes).toEqual([2, 6, 14]);
  });

  it('does not send a mutation again: it may already have been applied', async () => {
    const { server, client } = failingServer(offline);

    await expect(client.mutate({ mutation: TOUCH })).rejects.toThrow();
    await waitBackOffs(4);

    expect(server.calls).toBe(1);
  });

  it('does not retry a request the server refused (4xx) but does retry one it failed (5xx)', async () => {
    const refused = failingServer(serverAnswering(400));
    const failed = failingServer(serverAnswering(502));

    void refused.client.query({ query: PING }).catch(() => undefined);
    void failed.client.query({ query: PING }).catch(() => undefined);
    await waitBackOffs(4);

    expect(refused.server.calls).toBe(1);
    expect(failed.server.calls).toBe(4);
  });

  it('does not retry an answer carrying GraphQL errors', async () => {
    const { server, client } = failingServer(() => of({ errors: [{ message: 'Scholarship not found' }] }));

    await expect(client.query({ query: PING })).rejects.toThrow('Scholarship not found');
    await waitBackOffs(4);

    expect(server.calls).toBe(1);
  });
});
