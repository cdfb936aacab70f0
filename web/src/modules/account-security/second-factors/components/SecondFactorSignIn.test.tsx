import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Language } from '@bourses/common/languages';
import { challengePayload, refusal, signedInPayload } from '@/modules/account-security/test/sign-in-answers';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import { LoginForm } from '@/modules/auth/components/LoginForm';
import { ResetPasswordPage } from '@/modules/auth/components/ResetPasswordPage';
import { renderRoutes } from '@/test/render-app';

// The second step loads with its catalogue; the landing waits out the "Login successful!" message.
const LOADED = { timeout: 10_000 };
const LANDED = { timeout: 5_000 };

const LANDINGS = {
  '/bourses': <p>The catalogue</p>,
  '/admin': <p>The console</p>,
  '/bourses/12': <p>The scholarship I was reading</p>,
};

function signInPage(answers: Record<string, StubAnswer[]>, { language = 'en' as Language, from = '' } = {}) {
  const server = stubGraphQLServer(answers);
  const page = renderRoutes(<Route path="/login" element={server.wrap(<LoginForm from={from || null} />)} />, {
    language,
    path: '/login',
    otherRoutes: LANDINGS,
  });
  return { ...page, calls: server.calls };
}

function typePassword() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'salma@example.ma' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Password123!' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
}

describe('the second step of a sign-in', () => {
  it('asks for the app’s code after the password, and lands where the password alone would', async () => {
    const { calls, store } = signInPage({
      Login: [{ data: { login: challengePayload() } }],
      CompleteSignIn: [{ data: { completeSignIn: signedInPayload() } }],
    });

    typePassword();
    const code = await screen.findByLabelText(/^Code from the app/, undefined, LOADED);
    expect(store.getSession().status).not.toBe('signedIn');
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));

    expect(await screen.findByText('The catalogue', undefined, LANDED)).toBeTruthy();
    expect(calls.at(-1)).toEqual({ operationName: 'CompleteSignIn', variables: { challenge: 'challenge-1', code: '123456' } });
    expect(store.getSession()).toMatchObject({ status: 'signedIn', role: 'CLIENT' });
  });

  it('returns to the page the sign-in was asked for, as after the password alone', async () => {
    signInPage(
      {
        Login: [{ data: { login: challengePayload() } }],
        CompleteSignIn: [{ data: { completeSignIn: signedInPayload() } }],
      },
      { from: '/bourses/12' },
    );

    typePassword();
    fireEvent.change(await screen.findByLabelText(/^Code from the app/, undefined, LOADED), { target: { value: '654321' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));

    expect(await screen.findByText('The scholarship I was reading', undefined, LANDED)).toBeTruthy();
  });

  it('keeps the code left to right, on a number pad, offered by the phone, in Arabic', async () => {
    signInPage({ Login: [{ data: { login: challengePayload() } }] }, { language: 'ar' });

    fireEvent.change(screen.getByLabelText(/^البريد الإلكتروني/), { target: { value: 'salma@example.ma' } });
    fireEvent.change(screen.getByLabelText(/^كلمة المرور/), { target: { value: 'Password123!' } });
    fireEvent.submit(screen.getByRole('form'));
    const code = await screen.findByLabelText(/^الرمز من التطبيق/, undefined, LOADED);

    expect(code.getAttribute('dir')).toBe('ltr');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '١٢٣٤٥٦' } });
    expect(code).toHaveProperty('value', '123456');
  });

  it('says why a wrong code was refused and lets the user try again', async () => {
    const { calls, store } = signInPage({
      Login: [{ data: { login: challengePayload() } }],
      CompleteSignIn: [
        refusal('This code or passkey is not valid. Please try again.', 'SECOND_FACTOR_INVALID'),
        { data: { completeSignIn: signedInPayload() } },
      ],
    });

    typePassword();
    const code = await screen.findByLabelText(/^Code from the app/, undefined, LOADED);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));

    expect(await screen.findByText('This code or passkey is not valid. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText(/^Code from the app/)).toHaveProperty('value', '');
    expect(store.getSession().status).not.toBe('signedIn');

    fireEvent.change(screen.getByLabelText(/^Code from the app/), { target: { value: '111111' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));
    expect(await screen.findByText('The catalogue', undefined, LANDED)).toBeTruthy();
    expect(calls.filter((call) => call.operationName === 'CompleteSignIn')).toHaveLength(2);
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const { calls } = signInPage({ Login: [{ data: { login: challengePayload() } }] });

    typePassword();
    fireEvent.change(await screen.findByLabelText(/^Code from the app/, undefined, LOADED), { target: { value: '1234' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));

    expect(screen.getByText('Enter the 6 digits the app shows.')).toBeTruthy();
    expect(calls.map((call) => call.operationName)).toEqual(['Login']);
  });

  it('signs in with a recovery code instead', async () => {
    const { calls } = signInPage({
      Login: [{ data: { login: challengePayload() } }],
      CompleteSignIn: [{ data: { completeSignIn: signedInPayload() } }],
    });

    typePassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }, LOADED));
    const recoveryCode = screen.getByLabelText(/^Recovery code/);
    expect(recoveryCode.getAttribute('dir')).toBe('ltr');
    fireEvent.change(recoveryCode, { target: { value: '  k7dp-2xq9  ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));

    expect(await screen.findByText('The catalogue', undefined, LANDED)).toBeTruthy();
    expect(calls.at(-1)?.variables).toEqual({ challenge: 'challenge-1', recoveryCode: 'k7dp-2xq9' });
  });

  it('goes back to the password, saying why, once the challenge has expired', async () => {
    signInPage({
      Login: [{ data: { login: challengePayload() } }],
      CompleteSignIn: [refusal('This sign-in has expired or is no longer valid.', 'SIGN_IN_CHALLENGE_INVALID')],
    });

    typePassword();
    fireEvent.change(await screen.findByLabelText(/^Code from the app/, undefined, LOADED), { target: { value: '123456' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));

    const form = await screen.findByRole('form', { name: 'Login' });
    expect(within(form).getByRole('alert').textContent).toBe('Your sign-in has expired or was stopped. Enter your password again.');
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'salma@example.ma');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', '');
  });

  it('goes back to the password after too many wrong answers', async () => {
    signInPage({
      Login: [{ data: { login: challengePayload() } }],
      CompleteSignIn: [refusal('Too many wrong answers: please sign in again.', 'SECOND_FACTOR_ATTEMPTS_EXHAUSTED', 'TOO_MANY_REQUESTS')],
    });

    typePassword();
    fireEvent.change(await screen.findByLabelText(/^Code from the app/, undefined, LOADED), { target: { value: '123456' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));

    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
  });
});

describe('a staff member without a second factor', () => {
  const ENROLMENT = challengePayload({ secondFactorRequired: false, enrolmentRequired: true, secondFactors: [] });
  const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code-${index}`);

  it('adds an authenticator app, saves the recovery codes, and only then reaches the console', async () => {
    const { calls, store } = signInPage({
      Login: [{ data: { login: ENROLMENT } }],
      StartTotpEnrolment: [
        {
          data: {
            startTotpEnrolment: {
              __typename: 'TotpEnrolment',
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
              uri: 'otpauth://totp/Bourses:agent%40example.ma?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
              qrCode: 'data:image/png;base64,iVBORw0KGgo=',
            },
          },
        },
      ],
      ConfirmTotpEnrolment: [
        {
          data: {
            confirmTotpEnrolment: {
              __typename: 'SecondFactorEnrolment',
              recoveryCodes: RECOVERY_CODES,
              accessToken: 'access-token',
              refreshToken: 'refresh-token',
              factor: { __typename: 'SecondFactor', id: '1', kind: 'TOTP', name: 'Authenticator app', createdAt: '2026-03-01T09:00:00.000Z', lastUsedAt: null },
              user: { ...signedInPayload('AGENT').user },
            },
          },
        },
      ],
    });

    typePassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an authenticator app' }, LOADED));
    const secret = await screen.findByTestId('totp-secret');
    expect(secret.textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(secret.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Code the app now shows/), { target: { value: '246810' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Add an authenticator app' }));

    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(codes.getAttribute('dir')).toBe('ltr');
    expect(store.getSession().status).not.toBe('signedIn');
    const goOn = screen.getByRole('button', { name: 'Continue' });
    expect(goOn).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByLabelText('I have saved my recovery codes somewhere safe.'));
    fireEvent.click(goOn);

    expect(await screen.findByText('The console', undefined, LANDED)).toBeTruthy();
    expect(store.getSession()).toMatchObject({ status: 'signedIn', role: 'AGENT' });
    expect(calls.map((call) => call.operationName)).toEqual(['Login', 'StartTotpEnrolment', 'ConfirmTotpEnrolment']);
    expect(calls.at(-1)?.variables).toEqual({ code: '246810', challenge: 'challenge-1' });
  });

  it('tries a wrong confirmation code again without losing the QR code', async () => {
    signInPage({
      Login: [{ data: { login: ENROLMENT } }],
      StartTotpEnrolment: [
        { data: { startTotpEnrolment: { __typename: 'TotpEnrolment', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA==' } } },
      ],
      ConfirmTotpEnrolment: [refusal('This code is not valid. Enter the code the app shows now.', 'TOTP_CODE_INVALID', 'BAD_USER_INPUT')],
    });

    typePassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an authenticator app' }, LOADED));
    fireEvent.change(await screen.findByLabelText(/^Code the app now shows/), { target: { value: '999999' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Add an authenticator app' }));

    expect(await screen.findByText('This code is not valid. Enter the code the app shows now.')).toBeTruthy();
    expect(screen.getByTestId('totp-secret')).toBeTruthy();
  });

  it('goes back to the password when the sign-in expires during the enrolment', async () => {
    signInPage({
      Login: [{ data: { login: ENROLMENT } }],
      StartTotpEnrolment: [refusal('This sign-in has expired or is no longer valid.', 'SIGN_IN_CHALLENGE_INVALID')],
    });

    typePassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an authenticator app' }, LOADED));

    await waitFor(() => expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy());
    expect(screen.getByText('Your sign-in has expired or was stopped. Enter your password again.')).toBeTruthy();
  });
});

describe('a password reset on an account with two-step sign-in', () => {
  it('asks for the second factor before signing in, and lands where a sign-in would', async () => {
    const server = stubGraphQLServer({
      ResetPassword: [{ data: { resetPassword: { ...challengePayload(), message: 'Your password has been changed.' } } }],
      CompleteSignIn: [{ data: { completeSignIn: signedInPayload() } }],
    });
    const { store } = renderRoutes(<Route path="/reset-password" element={server.wrap(<ResetPasswordPage />)} />, {
      language: 'en',
      path: '/reset-password?token=mailed-token',
      otherRoutes: LANDINGS,
    });

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Nouveau-Secret-2026' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Nouveau-Secret-2026' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Choose a new password' }));
    fireEvent.change(await screen.findByLabelText(/^Code from the app/, undefined, LOADED), { target: { value: '123456' } });
    expect(store.getSession().status).not.toBe('signedIn');
    fireEvent.submit(screen.getByRole('form', { name: 'Two-step sign-in' }));

    expect(await screen.findByText('The catalogue', undefined, LANDED)).toBeTruthy();
    expect(store.getSession()).toMatchObject({ status: 'signedIn', role: 'CLIENT' });
  });
});
