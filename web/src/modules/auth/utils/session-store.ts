import type { ApprovalStatus, Role } from '@bourses/common/statuses';
import { decodeAccessToken } from '@/modules/auth/utils/access-token-claims';
import { ACCESS_TOKEN_KEY, AUTH_STATE_KEY, REFRESH_TOKEN_KEY } from '@/modules/auth/utils/session-storage-keys';
import { parseSessionUser, type SessionUser, type TokenPair } from '@/modules/auth/utils/session-user';

export type Session =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser | null; role: Role; approvalStatus: ApprovalStatus; isApproved: boolean };

export interface SessionStore {
  getSession(): Session;
  subscribe(listener: () => void): () => void;
  accessToken(): string | null;
  refreshToken(): string | null;
  /** Marks the session known; called once the stored tokens have been checked. */
  markKnown(): void;
  signIn(tokens: TokenPair, user: SessionUser): void;
  updateTokens(tokens: TokenPair): void;
  updateUser(user: SessionUser): void;
  signOut(): void;
  /** Follows sign-ins, refreshes and sign-outs made in other tabs. */
  listenToOtherTabs(target: Window): () => void;
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'user' in parsed ? parseSessionUser(parsed.user) : null;
  } catch {
    return null;
  }
}

/** The session kept in local storage; role and approval come from the access token. */
export function createSessionStore(storage: Storage): SessionStore {
  const listeners = new Set<() => void>();
  let known = false;
  let session: Session = { status: 'unknown' };

  const compute = (): Session => {
    if (!known) return { status: 'unknown' };
    const refreshToken = storage.getItem(REFRESH_TOKEN_KEY);
    if (!refreshToken) return { status: 'signedOut' };
    const user = readUser(storage.getItem(AUTH_STATE_KEY));
    const claims = decodeAccessToken(storage.getItem(ACCESS_TOKEN_KEY));
    const role = claims?.role ?? user?.role;
    const approvalStatus = claims?.approvalStatus ?? user?.approvalStatus;
    if (!role || !approvalStatus) return { status: 'signedOut' };
    return { status: 'signedIn', user, role, approvalStatus, isApproved: approvalStatus === 'APPROVED' };
  };

  const emit = () => {
    session = compute();
    listeners.forEach((listener) => listener());
  };

  return {
    getSession: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    refreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    markKnown() {
      known = true;
      emit();
    },
    signIn(tokens, user) {
      storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
      storage.setItem(AUTH_STATE_KEY, JSON.stringify({ user }));
      known = true;
      emit();
    },
    updateTokens(tokens) {
      storage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
      emit();
    },
    updateUser(user) {
      storage.setItem(AUTH_STATE_KEY, JSON.stringify({ user }));
      emit();
    },
    signOut() {
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, AUTH_STATE_KEY].forEach((key) => storage.removeItem(key));
      known = true;
      emit();
    },
    listenToOtherTabs(target) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, AUTH_STATE_KEY].includes(event.key)) emit();
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
