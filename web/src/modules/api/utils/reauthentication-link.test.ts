// @vitest-environment node
import { createUser, withTotp } from '@bourses/api/test/factories/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFragmentData } from '@/modules/account-security/__generated__';
import { REAUTHENTICATE } from '@/modules/account-security/reauthentication/graphql/Reauthenticate';
import { MY_SECOND_FACTORS } from '@/modules/account-security/second-factors/graphql/MySecondFactors';
import { REMOVE_SECOND_FACTOR } from '@/modules/account-security/second-factors/graphql/RemoveSecondFactor';
import { SECOND_FACTOR_FIELDS } from '@/modules/account-security/second-factors/graphql/SecondFactorFields';
import { graphQLErrorCode } from '@/modules/api/utils/graphql-error';
import type { ReauthenticationAnswer } from '@/modules/api/utils/reauthentication-prompt';
import { createSessionStore } from '@/modules/auth/utils/session-store';
import { MemoryStorage } from '@/modules/auth/utils/memory-storage';
import { parseSessionUser } from '@/modules/auth/utils/session-user';
import { createApiClient, type ApiClient } from '@/test/create-api-client';
import { startPlatform, type Platform } from '@/test/start-platform';

// The real api and bff in this process, as in create-apollo-client.test.ts: the link meets the api's own refusal.
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);

afterAll(async () => {
  await platform?.close();
});

const ELEVEN_MINUTES = 11 * 60 * 1000;

/**
 * A student with an authenticator app, signed in 11 minutes ago on the api's clock: removing the app
 * needs the password again. `answer` plays the user in the dialog; it is told the client to use.
 */
async function studentPastTenMinutes(
  answer: (client: ApiClient['client'], password: string) => Promise<ReauthenticationAnswer>,
) {
  const student = await withTotp(platform.api, await createUser(platform.api));
  const store = createSessionStore(new MemoryStorage());
  const asked: number[] = [];
  const api: ApiClient = createApiClient({
    store,
    language: () => 'en',
    uri: platform.graphqlUrl,
    reauthenticate: () => {
      asked.push(asked.length + 1);
      return answer(api.client, student.password);
    },
  });
  const user = parseSessionUser({ ...student.user, id: String(student.user.id) });
  if (!user) throw new Error('unreadable factory user');
  store.signIn({ accessToken: student.token, refreshToken: student.refreshToken }, user);
  store.markKnown();
  const { data } = await api.client.query({ query: MY_SECOND_FACTORS, fetchPolicy: 'network-only' });
  const factorId = data
    ? getFragmentData(SECOND_FACTOR_FIELDS, data.mySecondFactors.factors[0])?.id
    : undefined;
  if (!factorId) throw new Error('the factory gave no factor');
  platform.api.clock.advance(ELEVEN_MINUTES);
  return { client: api.client, factorId, asked };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the re-authentication link', () => {
  it('asks the user, who confirms with the password, then sends the refused change again', async () => {
    const { client, factorId, asked } = await studentPastTenMinutes(async (apiClient, password) => {
      await apiClient.mutate({ mutation: REAUTHENTICATE, variables: { password } });
      return 'confirmed';
    });

    const { data } = await client.mutate({ mutation: REMOVE_SECOND_FACTOR, variables: { id: factorId } });

    expect(data?.removeSecondFactor.message).toBeTruthy();
    expect(asked).toEqual([1]);
  });

  it('passes the refusal on as it came when the user cancels', async () => {
    const { client, factorId, asked } = await studentPastTenMinutes(async () => 'cancelled');

    const failure = await failureOf(
      client.mutate({ mutation: REMOVE_SECOND_FACTOR, variables: { id: factorId } }),
    );

    expect(graphQLErrorCode(failure)).toBe('REAUTHENTICATION_REQUIRED');
    expect(asked).toEqual([1]);
  });

  it('asks once only: a change refused again after the dialog fails with that refusal', async () => {
    // The dialog closed as confirmed without the server having been told: the retry is refused too.
    const { client, factorId, asked } = await studentPastTenMinutes(async () => 'confirmed');

    const failure = await failureOf(
      client.mutate({ mutation: REMOVE_SECOND_FACTOR, variables: { id: factorId } }),
    );

    expect(graphQLErrorCode(failure)).toBe('REAUTHENTICATION_REQUIRED');
    expect(asked).toEqual([1]);
  });
});
