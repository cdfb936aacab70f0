import { accessTokenExpired, refreshDelay } from '@/modules/auth/utils/access-token-claims';
import type { SessionStore } from '@/modules/auth/utils/session-store';
import type { TokenPair } from '@/modules/auth/utils/session-user';

const REFRESH_RETRIES = 3;
const REFRESH_RETRY_DELAY_MS = 5000;
const REFRESH_LOCK_NAME = 'bourses-token-refresh';

/** The part of the Web Locks API used: one named lock shared by every tab of the origin. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TokenRefresherOptions {
  store: SessionStore;
  /** Trades a refresh token for a new pair (the refresh token rotates at every use). */
  requestRefresh: (refreshToken: string) => Promise<TokenPair>;
  now?: () => number;
  /** Web Locks serialise refreshes across tabs; absent in some browsers and in jsdom. */
  locks?: RefreshLocks | undefined;
}

export interface TokenRefresher {
  /** A token valid for at least 60 more seconds, refreshing first when needed; null when signed out. */
  validAccessToken(): Promise<string | null>;
  /** Refreshes now unless another caller or tab already replaced `staleToken`. */
  refresh(staleToken?: string | null): Promise<string | null>;
  /** Keeps refreshing 60 seconds before each expiry until stopped. */
  start(): () => void;
}

/**
 * The server answered that this refresh token is no good (expired, revoked, reused): trying again
 * cannot help, so the session ends at once instead of after the retries meant for a bad network.
 */
export class RefreshRefused extends Error {
  constructor() {
    super('The server refused the refresh token');
    this.name = 'RefreshRefused';
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTokenRefresher({
  store,
  requestRefresh,
  now = Date.now,
  locks,
}: TokenRefresherOptions): TokenRefresher {
  // One refresh at a time in this tab: parallel requests share the same promise.
  let inFlight: Promise<string | null> | null = null;

  const refreshWithRetries = async (staleToken: string | null): Promise<string | null> => {
    const current = store.accessToken();
    // Another tab (or an earlier call) already refreshed: never spend a refresh token twice.
    if (current && current !== staleToken && !accessTokenExpired(current, now())) return current;
    const refreshToken = store.refreshToken();
    if (!refreshToken) {
      store.signOut();
      return null;
    }
    for (let attempt = 0; attempt <= REFRESH_RETRIES; attempt += 1) {
      try {
        const tokens = await requestRefresh(refreshToken);
        store.updateTokens(tokens);
        return tokens.accessToken;
      } catch (error) {
        if (error instanceof RefreshRefused) break;
        if (attempt < REFRESH_RETRIES) await wait(REFRESH_RETRY_DELAY_MS);
      }
    }
    store.signOut();
    return null;
  };

  const refresh = (staleToken: string | null = store.accessToken()): Promise<string | null> => {
    inFlight ??= (
      locks
        ? locks.request(REFRESH_LOCK_NAME, () => refreshWithRetries(staleToken))
        : refreshWithRetries(staleToken)
    ).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const validAccessToken = async (): Promise<string | null> => {
    if (!store.refreshToken()) return null;
    const token = store.accessToken();
    return accessTokenExpired(token, now()) ? refresh(token) : token;
  };

  const start = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scheduledFor: string | null | undefined;
    const schedule = () => {
      const token = store.accessToken();
      if (token === scheduledFor) return;
      clearTimeout(timer);
      scheduledFor = token;
      if (!store.refreshToken()) return;
      timer = setTimeout(() => void refresh(token), refreshDelay(token, now()));
    };
    schedule();
    const unsubscribe = store.subscribe(schedule);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  };

  return { validAccessToken, refresh, start };
}
