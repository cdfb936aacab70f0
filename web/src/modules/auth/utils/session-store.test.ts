import { describe, expect, it } from 'vitest';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { ACCESS_TOKEN_KEY, AUTH_STATE_KEY, REFRESH_TOKEN_KEY } from '@/modules/auth/utils/session-storage-keys';
import { makeAccessToken, makeSessionUser } from '@/test/factories';

describe('the session store', () => {
  it('keeps the tokens and the auth state under their own keys', () => {
    const store = createSessionStore(localStorage);

    store.signIn({ accessToken: makeAccessToken(), refreshToken: 'refresh-1' }, makeSessionUser());

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toMatch(/^ey/);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem(AUTH_STATE_KEY) ?? '{}').user.email).toBe('salma@example.ma');
  });

  it('signs in a not-approved user but marks them not approved', () => {
    const store = createSessionStore(localStorage);

    store.signIn(
      { accessToken: makeAccessToken({ approvalStatus: 'PENDING' }), refreshToken: 'refresh-1' },
      makeSessionUser({ approvalStatus: 'PENDING' }),
    );

    expect(store.getSession()).toMatchObject({ status: 'signedIn', isApproved: false, approvalStatus: 'PENDING' });
  });

  it('takes the role from the access token', () => {
    const store = createSessionStore(localStorage);

    store.signIn({ accessToken: makeAccessToken({ role: 'ADMIN' }), refreshToken: 'refresh-1' }, makeSessionUser());

    expect(store.getSession()).toMatchObject({ role: 'ADMIN' });
  });

  it('clears the tokens and the state on logout', () => {
    const store = createSessionStore(localStorage);
    store.signIn({ accessToken: makeAccessToken(), refreshToken: 'refresh-1' }, makeSessionUser());

    store.signOut();

    expect(store.getSession()).toEqual({ status: 'signedOut' });
    expect([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, AUTH_STATE_KEY].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('follows a logout made in another tab', () => {
    const store = createSessionStore(localStorage);
    store.signIn({ accessToken: makeAccessToken(), refreshToken: 'refresh-1' }, makeSessionUser());
    const stop = store.listenToOtherTabs(window);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(store.getSession()).toEqual({ status: 'signedOut' });
    stop();
  });
});
