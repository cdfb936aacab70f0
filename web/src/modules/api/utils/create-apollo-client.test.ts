// @vitest-environment node
import { createUser } from '@bourses/api/test/factories/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '@/__generated__';
import { errorMessage } from '@/modules/api/utils/graphql-error';
import { CURRENT_USER } from '@/modules/auth/graphql/CurrentUser';
import { LOGIN } from '@/modules/auth/graphql/Login';
import { SESSION_USER_FIELDS } from '@/modules/auth/graphql/SessionUserFields';
import { SIGN_IN_ANSWER_FIELDS } from '@/modules/auth/graphql/SignInAnswerFields';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { parseSessionUser } from '@/modules/auth/utils/session-user';
import { MemoryStorage } from '@/modules/auth/utils/memory-storage';
import { createApiClient } from '@/test/create-api-client';
import { startPlatform, type Platform } from '@/test/start-platform';

// The real api and bff in this process: the link chain is tested against what it talks to in production.
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);

afterAll(async () => {
  await platform?.close();
});

async function signedInClient(language: 'fr' | 'ar' | 'en' = 'en') {
  const student = await createUser(platform.api);
  const store = createSessionStore(new MemoryStorage());
  const { client, refresher } = createApiClient({ store, language: () => language, uri: platform.graphqlUrl });
  const { data } = await client.mutate({ mutation: LOGIN, variables: { email: student.user.email, password: student.password } });
  const payload = data ? getFragmentData(SIGN_IN_ANSWER_FIELDS, data.login) : null;
  const user = parseSessionUser(payload ? getFragmentData(SESSION_USER_FIELDS, payload.user) : null);
  if (!payload?.accessToken || !payload.refreshToken || !user) throw new Error('sign-in failed');
  store.signIn({ accessToken: payload.accessToken, refreshToken: payload.refreshToken }, user);
  store.markKnown();
  return { client, refresher, store, student };
}

describe('the Apollo link chain', () => {
  it('sends the access token with every call', async () => {
    const { client, student } = await signedInClient();

    const { data } = await client.query({ query: CURRENT_USER, fetchPolicy: 'network-only' });

    expect(data?.me ? getFragmentData(SESSION_USER_FIELDS, data.me).email : null).toBe(student.user.email);
  });

  it('refreshes once and retries when the server finds the token expired', async () => {
    const { client, store, student } = await signedInClient();
    const firstRefreshToken = store.refreshToken();
    // The server's clock runs past the token's 15 minutes; the browser's has not noticed yet.
    platform.api.clock.advance(16 * 60 * 1000);

    const { data } = await client.query({ query: CURRENT_USER, fetchPolicy: 'network-only' });

    expect(data?.me ? getFragmentData(SESSION_USER_FIELDS, data.me).email : null).toBe(student.user.email);
    expect(store.refreshToken()).not.toBe(firstRefreshToken);
    expect(store.getSession().status).toBe('signedIn');
  });

  it('asks for answers in the active language', async () => {
    const store = createSessionStore(new MemoryStorage());
    const { client } = createApiClient({ store, language: () => 'ar', uri: platform.graphqlUrl });

    const failure = await client
      .mutate({ mutation: LOGIN, variables: { email: 'nobody@example.ma', password: 'wrong-password' } })
      .then(() => null, (error: unknown) => error);

    expect(errorMessage(failure, 'fallback', () => 'api error')).toMatch(/[\u0600-\u06FF]/);
  });
});
