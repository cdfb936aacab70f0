import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSoftwarePasskey } from '@bourses/api/test/factories/software-passkey';
import { createAdmin, createAgent, createUser, totpCode, withTotp } from '@bourses/api/test/factories/users';
import {
  COMPLETE_SIGN_IN,
  CONFIRM_PASSKEY_ENROLMENT,
  CONFIRM_TOTP_ENROLMENT,
  FORGOT_PASSWORD,
  LOGIN_WITH_SECOND_STEP,
  MY_SECOND_FACTORS,
  PASSKEY_SIGN_IN_OPTIONS,
  REMOVE_SECOND_FACTOR,
  RESET_PASSWORD_WITH_SECOND_STEP,
  RESET_SECOND_FACTORS,
  START_PASSKEY_ENROLMENT,
  START_TOTP_ENROLMENT,
  USER_SECOND_FACTOR,
  USERS,
} from './operations.ts';
import { startTestPlatform, type TestPlatform } from './test-platform.ts';

// Second factors through GraphQL (docs/security.md, "Second factors"): the challenge of a sign-in,
// enrolment at sign-in and signed in, passkey JSON passed through as strings, the ADMIN's reset.

const ORIGIN = 'https://bourses.example.ma';
const STEP_MS = 30_000;

interface SignInStep {
  success: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  approvalStatus: string | null;
  isApproved: boolean | null;
  message: string | null;
  secondFactorRequired: boolean;
  enrolmentRequired: boolean;
  challenge: string | null;
  challengeExpiresAt: string | null;
  secondFactors: string[] | null;
  user: { id: string; email: string; role: string; secondFactorEnabled: boolean | null } | null;
}

interface Enrolment {
  success: boolean;
  recoveryCodes: string[];
  accessToken: string | null;
  refreshToken: string | null;
  factor: { id: string; kind: string; name: string };
  user: { id: string; role: string; secondFactorEnabled: boolean | null } | null;
}

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({}, undefined, {
    PUBLIC_WEB_URL: ORIGIN,
    MAILS_PER_ADDRESS_PER_HOUR: '1000',
  });
});
afterAll(() => platform.close());

const graphql = <TData>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  platform.bff.graphql<TData>(query, variables, token ? { token } : {});

async function login(email: string, password: string): Promise<SignInStep> {
  const answer = await graphql<{ login: SignInStep }>(LOGIN_WITH_SECOND_STEP, { email, password });
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('No answer');
  return answer.data.login;
}

describe('a sign-in’s second step through the bff', () => {
  it('a student turns an authenticator app on, then signs in with its code', async () => {
    const student = await createUser(platform.api);

    const started = await graphql<{ startTotpEnrolment: { secret: string; uri: string; qrCode: string } }>(
      START_TOTP_ENROLMENT,
      {},
      student.token,
    );
    const secret = started.data?.startTotpEnrolment.secret ?? '';
    expect(started.data?.startTotpEnrolment.uri).toContain(`secret=${secret}`);
    expect(started.data?.startTotpEnrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    const confirmed = await graphql<{ confirmTotpEnrolment: Enrolment }>(
      CONFIRM_TOTP_ENROLMENT,
      { code: totpCode(platform.api, secret) },
      student.token,
    );
    expect(confirmed.data?.confirmTotpEnrolment).toMatchObject({
      success: true,
      factor: { kind: 'TOTP' },
      accessToken: null,
      refreshToken: null,
      user: null,
    });
    expect(confirmed.data?.confirmTotpEnrolment.recoveryCodes).toHaveLength(10);
    const mine = await graphql<{
      mySecondFactors: { recoveryCodesLeft: number; factors: { kind: string }[] };
      me: { secondFactorEnabled: boolean };
    }>(MY_SECOND_FACTORS, {}, student.token);
    expect(mine.data).toEqual({
      mySecondFactors: {
        recoveryCodesLeft: 10,
        factors: [expect.objectContaining({ kind: 'TOTP', name: 'Application d’authentification' })],
      },
      me: { id: student.user.id, secondFactorEnabled: true },
    });

    const step = await login(student.user.email, student.password);
    expect(step).toMatchObject({
      success: true,
      accessToken: null,
      refreshToken: null,
      user: null,
      approvalStatus: null,
      isApproved: null,
      secondFactorRequired: true,
      enrolmentRequired: false,
      secondFactors: ['TOTP'],
    });
    expect(step.challengeExpiresAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    platform.api.clock.advance(STEP_MS);
    const wrong = await graphql(COMPLETE_SIGN_IN, { challenge: step.challenge, code: '000000' });
    const completed = await graphql<{ completeSignIn: SignInStep }>(COMPLETE_SIGN_IN, {
      challenge: step.challenge,
      code: totpCode(platform.api, secret),
    });

    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Ce code ou cette clé d’accès n’est pas valable. Réessayez.',
      extensions: { code: 'UNAUTHENTICATED', upstreamCode: 'SECOND_FACTOR_INVALID' },
    });
    expect(completed.data?.completeSignIn).toMatchObject({
      secondFactorRequired: false,
      enrolmentRequired: false,
      challenge: null,
      secondFactors: null,
      isApproved: true,
      message: 'Connexion réussie !',
      user: { id: student.user.id, secondFactorEnabled: true },
    });
    expect(completed.data?.completeSignIn.accessToken).toEqual(expect.any(String));
  });

  it('a staff member without a factor enrols one with the challenge, which signs them in', async () => {
    const agent = await createAgent(platform.api);

    const step = await login(agent.user.email, agent.password);
    expect(step).toMatchObject({
      enrolmentRequired: true,
      secondFactorRequired: false,
      accessToken: null,
      secondFactors: [],
    });
    const refused = await graphql(USERS, {}, step.challenge ?? '');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const started = await graphql<{ startTotpEnrolment: { secret: string } }>(START_TOTP_ENROLMENT, {
      challenge: step.challenge,
    });
    const secret = started.data?.startTotpEnrolment.secret ?? '';
    const enrolled = await graphql<{ confirmTotpEnrolment: Enrolment }>(CONFIRM_TOTP_ENROLMENT, {
      challenge: step.challenge,
      code: totpCode(platform.api, secret),
    });

    expect(enrolled.data?.confirmTotpEnrolment).toMatchObject({
      user: { id: agent.user.id, role: 'AGENT', secondFactorEnabled: true },
    });
    expect(enrolled.data?.confirmTotpEnrolment.recoveryCodes).toHaveLength(10);
    const users = await graphql(USERS, {}, enrolled.data?.confirmTotpEnrolment.accessToken ?? '');
    expect(users.errors).toBeUndefined();
  });

  it('passkeys: enrolled and answered with the browser’s JSON as strings', async () => {
    const admin = await createAdmin(platform.api);
    const passkey = createSoftwarePasskey();
    const step = await login(admin.user.email, admin.password);

    const options = await graphql<{ startPasskeyEnrolment: string }>(START_PASSKEY_ENROLMENT, {
      challenge: step.challenge,
    });
    const registration = passkey.register(JSON.parse(options.data?.startPasskeyEnrolment ?? '{}'), ORIGIN);
    const enrolled = await graphql<{ confirmPasskeyEnrolment: Enrolment }>(CONFIRM_PASSKEY_ENROLMENT, {
      challenge: step.challenge,
      response: JSON.stringify(registration),
      name: 'Clé USB',
    });
    expect(enrolled.data?.confirmPasskeyEnrolment).toMatchObject({
      factor: { kind: 'PASSKEY', name: 'Clé USB' },
      user: { role: 'ADMIN' },
    });

    const next = await login(admin.user.email, admin.password);
    expect(next.secondFactors).toEqual(['PASSKEY']);
    const prompt = await graphql<{ passkeySignInOptions: string }>(PASSKEY_SIGN_IN_OPTIONS, {
      challenge: next.challenge,
    });
    const assertion = passkey.authenticate(JSON.parse(prompt.data?.passkeySignInOptions ?? '{}'), ORIGIN);
    const completed = await graphql<{ completeSignIn: SignInStep }>(COMPLETE_SIGN_IN, {
      challenge: next.challenge,
      passkey: JSON.stringify(assertion),
    });

    expect(completed.errors).toBeUndefined();
    expect(completed.data?.completeSignIn.user).toMatchObject({ id: admin.user.id, role: 'ADMIN' });
  });

  it('a recovery code signs in once', async () => {
    const student = await createUser(platform.api);
    const started = await graphql<{ startTotpEnrolment: { secret: string } }>(
      START_TOTP_ENROLMENT,
      {},
      student.token,
    );
    const confirmed = await graphql<{ confirmTotpEnrolment: Enrolment }>(
      CONFIRM_TOTP_ENROLMENT,
      { code: totpCode(platform.api, started.data?.startTotpEnrolment.secret ?? '') },
      student.token,
    );
    const [recoveryCode] = confirmed.data?.confirmTotpEnrolment.recoveryCodes ?? [];

    const first = await graphql(COMPLETE_SIGN_IN, {
      challenge: (await login(student.user.email, student.password)).challenge,
      recoveryCode,
    });
    const again = await graphql(COMPLETE_SIGN_IN, {
      challenge: (await login(student.user.email, student.password)).challenge,
      recoveryCode,
    });

    expect(first.errors).toBeUndefined();
    expect(again.errors?.[0]?.extensions?.upstreamCode).toBe('SECOND_FACTOR_INVALID');
  });

  it('a password reset answers a challenge, not tokens, to an account with a factor', async () => {
    const student = await withTotp(platform.api, await createUser(platform.api));
    await graphql(FORGOT_PASSWORD, { email: student.user.email });
    const mail = (await platform.api.outbox()).filter((sent) => sent.to === student.user.email).at(-1);
    const token = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token');

    const reset = await graphql<{ resetPassword: SignInStep }>(RESET_PASSWORD_WITH_SECOND_STEP, {
      token,
      newPassword: 'Dune-Caravane-2031',
    });

    expect(reset.errors).toBeUndefined();
    expect(reset.data?.resetPassword).toMatchObject({
      accessToken: null,
      secondFactorRequired: true,
      secondFactors: ['TOTP'],
    });
  });
});

describe('managing factors through the bff', () => {
  it('a student removes their factor; an ADMIN resets another account’s, which only they see', async () => {
    const admin = await createAdmin(platform.api);
    const agent = await createAgent(platform.api);
    const student = await withTotp(platform.api, await createUser(platform.api));
    const colleague = await withTotp(platform.api, await createAgent(platform.api));

    const mine = await graphql<{ mySecondFactors: { factors: { id: string }[] } }>(
      MY_SECOND_FACTORS,
      {},
      student.token,
    );
    const removed = await graphql<{ removeSecondFactor: { message: string } }>(
      REMOVE_SECOND_FACTOR,
      { id: mine.data?.mySecondFactors.factors[0]?.id },
      student.token,
    );
    const seenByAdmin = await graphql<{ user: { secondFactorEnabled: boolean | null } }>(
      USER_SECOND_FACTOR,
      { id: colleague.user.id },
      admin.token,
    );
    const seenByAgent = await graphql<{ user: { secondFactorEnabled: boolean | null } }>(
      USER_SECOND_FACTOR,
      { id: colleague.user.id },
      agent.token,
    );
    const byAgent = await graphql(RESET_SECOND_FACTORS, { userId: colleague.user.id }, agent.token);
    const reset = await graphql<{ resetSecondFactors: { success: boolean; message: string } }>(
      RESET_SECOND_FACTORS,
      { userId: colleague.user.id },
      admin.token,
    );

    expect(removed.data?.removeSecondFactor.message).toBe('La seconde étape a été retirée.');
    expect(seenByAdmin.data?.user.secondFactorEnabled).toBe(true);
    expect(seenByAgent.data?.user.secondFactorEnabled).toBeNull();
    expect(byAgent.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(reset.data?.resetSecondFactors.success).toBe(true);
    expect((await login(colleague.user.email, colleague.password)).enrolmentRequired).toBe(true);
    expect((await login(student.user.email, student.password)).accessToken).toEqual(expect.any(String));
  });
});
