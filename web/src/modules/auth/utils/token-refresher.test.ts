import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SessionStore } from '@/modules/auth/utils/session-store';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/modules/auth/utils/session-storage-keys';
import type { TokenPair } from '@/modules/auth/utils/session-user';
import { createTokenRefresher, RefreshRefused } from '@/modules/auth/utils/token-refresher';
import { makeAccessToken, makeSessionUser } from '@/test/factories';

function signedInStore(expiresInSeconds: number): SessionStore {
  const store = createSessionStore(localStorage);
  store.signIn(
    { accessToken: makeAccessToken({ expiresInSeconds, now: Date.now() }), refreshToken: 'refresh-1' },
    makeSessionUser(),
  );
  return store;
}

function freshPair(serial: number): TokenPair {
  return { accessToken: makeAccessToken({ expiresInSeconds: 900, now: Date.now() }), refreshToken: `refresh-${serial}` };
}

describe('the refresh scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 10, 0, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes 60 seconds before the access token expires', async () => {
    const store = signedInStore(900);
    const requestRefresh = vi.fn(async () => freshPair(2));
    const stop = createTokenRefresher({ store, requestRefresh }).start();

    await vi.advanceTimersByTimeAsync(839_000);
    expect(requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);

    expect(requestRefresh).toHaveBeenCalledWith('refresh-1');
    expect(store.refreshToken()).toBe('refresh-2');
    stop();
  });

  it('keeps refreshing with each new token', async () => {
    const store = signedInStore(900);
    let serial = 1;
    const requestRefresh = vi.fn(async () => freshPair((serial += 1)));
    const stop = createTokenRefresher({ store, requestRefresh }).start();

    await vi.advanceTimersByTimeAsync(840_000 * 2);

    expect(requestRefresh.mock.calls).toEqual([['refresh-1'], ['refresh-2']]);
    stop();
  });

  it('retries a failed refresh 3 times, 5 seconds apart, then logs out', async () => {
    const store = signedInStore(30);
    const requestRefresh = vi.fn(async (): Promise<TokenPair> => {
      throw new Error('network down');
    });
    const refresher = createTokenRefresher({ store, requestRefresh });

    const result = refresher.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);

    expect(requestRefresh).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toBeNull();
    expect(store.getSession()).toEqual({ status: 'signedOut' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('logs out at once, without the retries, when the server refuses the refresh token', async () => {
    const store = signedInStore(30);
    const requestRefresh = vi.fn(async (): Promise<TokenPair> => {
      throw new RefreshRefused();
    });

    const result = createTokenRefresher({ store, requestRefresh }).refresh();
    await vi.advanceTimersByTimeAsync(0);

    await expect(result).resolves.toBeNull();
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(store.getSession()).toEqual({ status: 'signedOut' });
  });

  it('recovers when a retry succeeds', async () => {
    const store = signedInStore(30);
    const requestRefresh = vi
      .fn<(refreshToken: string) => Promise<TokenPair>>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce(freshPair(2));
    const result = createTokenRefresher({ store, requestRefresh }).refresh();

    await vi.advanceTimersByTimeAsync(5_000);

    await expect(result).resolves.toBe(store.accessToken());
    expect(store.getSession().status).toBe('signedIn');
  });

  it('never spends the same refresh token twice for parallel requests', async () => {
    const store = signedInStore(30);
    const requestRefresh = vi.fn(async () => freshPair(2));
    const refresher = createTokenRefresher({ store, requestRefresh });

    const tokens = await Promise.all([refresher.validAccessToken(), refresher.validAccessToken(), refresher.refresh()]);

    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('uses the token another tab already refreshed instead of refreshing again', async () => {
    const store = signedInStore(30);
    const staleToken = store.accessToken();
    const requestRefresh = vi.fn(async () => freshPair(3));
    const refresher = createTokenRefresher({ store, requestRefresh });
    // Another tab refreshed: both tabs share local storage.
    localStorage.setItem(ACCESS_TOKEN_KEY, makeAccessToken({ expiresInSeconds: 900, now: Date.now() }));
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-2');

    const token = await refresher.refresh(staleToken);

    expect(requestRefresh).not.toHaveBeenCalled();
    expect(token).toBe(localStorage.getItem(ACCESS_TOKEN_KEY));
  });

  it('serialises refreshes through a cross-tab lock when the browser has Web Locks', async () => {
    const store = signedInStore(30);
    const requested: string[] = [];
    const locks = {
      async request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        requested.push(name);
        return callback();
      },
    };
    const refresher = createTokenRefresher({ store, requestRefresh: async () => freshPair(2), locks });

    await refresher.refresh();

    expect(requested).toEqual(['bourses-token-refresh']);
  });

  it('logs out at once when there is no refresh token', async () => {
    const store = createSessionStore(localStorage);
    store.markKnown();
    const requestRefresh = vi.fn(async () => freshPair(2));

    const token = await createTokenRefresher({ store, requestRefresh }).refresh();

    expect(token).toBeNull();
    expect(requestRefresh).not.toHaveBeenCalled();
  });
});
