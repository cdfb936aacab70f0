import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '@bourses/api/test/factories/users';
import {
  CHANGE_PASSWORD_KEEPING_SESSIONS,
  END_OTHER_SESSIONS,
  END_SESSION,
  END_USER_SESSIONS,
  LOGIN,
  ME,
  MY_SESSIONS,
  REAUTHENTICATE,
  UPDATE_USER,
} from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface SessionAnswer {
  id: string;
  browser: string | null;
  system: string | null;
  address: string | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** Signs in through the bff from a browser: the bff passes its User-Agent on to the api. */
async function signInWith(email: string, password: string, userAgent: string) {
  const answer = await platform.bff.graphql<{ login: { accessToken: string } }>(
    LOGIN,
    { email, password },
    { headers: { 'User-Agent': userAgent } },
  );
  const token = answer.data?.login.accessToken;
  if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(answer.errors)}`);
  return token;
}

/** A student signed in on a phone and on an iPhone, without the factory's own session. */
async function studentOnTwoPhones() {
  const { user, password, refreshToken } = await createUser(platform.api);
  await platform.api.http.post('/api/iam/auth/logout').send({ refreshToken }).expect(200);
  const android = await signInWith(user.email, password, CHROME_ON_ANDROID);
  const iphone = await signInWith(user.email, password, SAFARI_ON_IPHONE);
  return { user, password, android, iphone };
}

const sessionsOf = async (token: string) =>
  (await platform.bff.graphql<{ mySessions: SessionAnswer[] }>(MY_SESSIONS, {}, { token })).data
    ?.mySessions ?? [];

describe('Query.mySessions', () => {
  it('lists the caller’s sessions with browser, system, address and times, their own marked current and first', async () => {
    const { android, iphone } = await studentOnTwoPhones();

    const answer = await platform.bff.graphql<{ mySessions: SessionAnswer[] }>(
      MY_SESSIONS,
      {},
      { token: android },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data?.mySessions).toEqual([
      expect.objectContaining({ browser: 'Chrome 131', system: 'Android 14', current: true }),
      expect.objectContaining({ browser: 'Safari 17', system: 'iOS 17.5', current: false }),
    ]);
    for (const session of answer.data?.mySessions ?? []) {
      expect(session.address).toEqual(expect.any(String));
      expect(Date.parse(session.signedInAt)).not.toBeNaN();
      expect(Date.parse(session.lastUsedAt)).not.toBeNaN();
    }
    expect((await sessionsOf(iphone)).map((session) => [session.browser, session.current])).toEqual([
      ['Safari 17', true],
      ['Chrome 131', false],
    ]);
  });

  it('asks a visitor to sign in', async () => {
    const answer = await platform.bff.graphql(MY_SESSIONS);

    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('Mutation.endSession and endOtherSessions', () => {
  it('ends another of one’s sessions: its access token is refused at the next call', async () => {
    const { android, iphone } = await studentOnTwoPhones();
    const other = (await sessionsOf(android)).find((session) => !session.current);

    const answer = await platform.bff.graphql<{ endSession: { success: boolean; message: string } }>(
      END_SESSION,
      { id: other?.id },
      { token: android, language: 'en' },
    );

    expect(answer.data?.endSession).toEqual({ success: true, message: 'The session has been ended.' });
    const refused = await platform.bff.graphql(ME, {}, { token: iphone });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      upstreamCode: 'SESSION_ENDED',
    });
    expect((await platform.bff.graphql(ME, {}, { token: android })).errors).toBeUndefined();
  });

  it('answers NOT_FOUND for someone else’s session', async () => {
    const { android } = await studentOnTwoPhones();
    const stranger = await studentOnTwoPhones();
    const [theirs] = await sessionsOf(stranger.android);

    const answer = await platform.bff.graphql(END_SESSION, { id: theirs?.id }, { token: android });

    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      upstreamCode: 'SESSION_NOT_FOUND',
    });
    expect((await platform.bff.graphql(ME, {}, { token: stranger.android })).errors).toBeUndefined();
  });

  it('ends every other session and keeps the caller’s', async () => {
    const { android, iphone } = await studentOnTwoPhones();

    const answer = await platform.bff.graphql(END_OTHER_SESSIONS, {}, { token: iphone });

    expect(answer.errors).toBeUndefined();
    expect((await platform.bff.graphql(ME, {}, { token: android })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await sessionsOf(iphone)).map((session) => session.browser)).toEqual(['Safari 17']);
  });
});

describe('Mutation.endUserSessions', () => {
  it('lets an ADMIN end every session of a user and refuses anyone else', async () => {
    const admin = await createAdmin(platform.api);
    const { user, android, iphone } = await studentOnTwoPhones();

    const bySelf = await platform.bff.graphql(END_USER_SESSIONS, { userId: user.id }, { token: android });
    const byAdmin = await platform.bff.graphql(
      END_USER_SESSIONS,
      { userId: user.id },
      { token: admin.token },
    );

    expect(bySelf.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(byAdmin.errors).toBeUndefined();
    for (const token of [android, iphone]) {
      expect((await platform.bff.graphql(ME, {}, { token })).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
  });
});

describe('Mutation.reauthenticate', () => {
  it('passes REAUTHENTICATION_REQUIRED on as the GraphQL code, and the password lifts it', async () => {
    const signedIn = await createAdmin(platform.api);
    const { user } = await createUser(platform.api);
    platform.api.clock.advance(11 * 60 * 1000);
    const refreshed = await platform.api.http
      .post('/api/iam/public/auth/refresh')
      .send({ refreshToken: signedIn.refreshToken })
      .expect(200);
    const token: string = refreshed.body.accessToken;
    const promote = () =>
      platform.bff.graphql(UPDATE_USER, { id: user.id, input: { role: 'AGENT' } }, { token, language: 'en' });

    const refused = await promote();
    const wrong = await platform.bff.graphql(
      REAUTHENTICATE,
      { password: 'pas le bon' },
      { token, language: 'en' },
    );
    const confirmed = await platform.bff.graphql<{ reauthenticate: { success: boolean; message: string } }>(
      REAUTHENTICATE,
      { password: signedIn.password },
      { token, language: 'en' },
    );
    const allowed = await promote();

    expect(refused.errors?.[0]).toMatchObject({
      message: 'For this action, first confirm it is you with your password or a second factor.',
      extensions: { code: 'REAUTHENTICATION_REQUIRED', upstreamCode: 'REAUTHENTICATION_REQUIRED' },
    });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstreamCode: 'PASSWORD_INCORRECT',
    });
    expect(confirmed.data?.reauthenticate).toEqual({ success: true, message: 'Identity confirmed.' });
    expect(allowed.errors).toBeUndefined();
  });
});

describe('Mutation.changePassword with endOtherSessions', () => {
  it('keeps the other sessions when asked to', async () => {
    const { password, android, iphone } = await studentOnTwoPhones();

    const answer = await platform.bff.graphql(
      CHANGE_PASSWORD_KEEPING_SESSIONS,
      { currentPassword: password, newPassword: 'Une phrase de passe 2026', endOtherSessions: false },
      { token: iphone },
    );

    expect(answer.errors).toBeUndefined();
    expect((await platform.bff.graphql(ME, {}, { token: android })).errors).toBeUndefined();
  });

  it('ends them by default', async () => {
    const { password, android, iphone } = await studentOnTwoPhones();

    const answer = await platform.bff.graphql(
      CHANGE_PASSWORD_KEEPING_SESSIONS,
      { currentPassword: password, newPassword: 'Une phrase de passe 2026' },
      { token: iphone },
    );

    expect(answer.errors).toBeUndefined();
    expect((await platform.bff.graphql(ME, {}, { token: android })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
