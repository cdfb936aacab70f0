import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TwoStepSignInSection } from '@/modules/account-security/second-factors/components/TwoStepSignInSection';
import { refusal } from '@/modules/account-security/test/sign-in-answers';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

const factor = (id: string, kind: 'TOTP' | 'PASSKEY', name: string, lastUsedAt: string | null = null) => ({
  __typename: 'SecondFactor',
  id,
  kind,
  name,
  createdAt: '2026-02-10T09:00:00.000Z',
  lastUsedAt,
});

const mySecondFactors = (factors: ReturnType<typeof factor>[], recoveryCodesLeft: number): StubAnswer => ({
  data: { mySecondFactors: { __typename: 'SecondFactors', factors, recoveryCodesLeft } },
});

function profileSection(answers: Record<string, StubAnswer[]>) {
  const server = stubGraphQLServer(answers);
  renderApp(server.wrap(<TwoStepSignInSection />), { language: 'en' });
  return server.calls;
}

describe('the profile’s two-step sign-in', () => {
  it('lists the factors, when each was added and last used, and the recovery codes left', async () => {
    profileSection({
      MySecondFactors: [
        mySecondFactors([factor('1', 'TOTP', 'Authenticator app', '2026-03-01T08:00:00.000Z'), factor('2', 'PASSKEY', 'My phone')], 7),
      ],
    });

    const list = await screen.findByRole('list', undefined, LOADED);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Authenticator app', 'My phone']);
    expect(items[1]?.textContent).toContain('Passkey');
    expect(items[1]?.textContent).toContain('not used yet');
    expect(screen.getByText(/^7 recovery codes left/)).toBeTruthy();
  });

  it('says two-step sign-in is off when there is no factor', async () => {
    profileSection({ MySecondFactors: [mySecondFactors([], 0)] });

    expect(await screen.findByText(/^Off\. Turn it on/, undefined, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an authenticator app' })).toBeTruthy();
  });

  it('asks before removing a factor, and shows the server’s refusal', async () => {
    const calls = profileSection({
      MySecondFactors: [mySecondFactors([factor('1', 'TOTP', 'Authenticator app')], 10)],
      RemoveSecondFactor: [
        refusal('For this action, first confirm it is you with your password or a second factor.', 'REAUTHENTICATION_REQUIRED', 'FORBIDDEN'),
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Authenticator app' }, LOADED));
    expect(calls.map((call) => call.operationName)).toEqual(['MySecondFactors']);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));

    expect(await screen.findByText('For this action, first confirm it is you with your password or a second factor.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ operationName: 'RemoveSecondFactor', variables: { id: '1' } });
  });

  it('adds an authenticator app, shows the recovery codes once, then lists it', async () => {
    const calls = profileSection({
      MySecondFactors: [mySecondFactors([], 0), mySecondFactors([factor('1', 'TOTP', 'Authenticator app')], 10)],
      StartTotpEnrolment: [
        { data: { startTotpEnrolment: { __typename: 'TotpEnrolment', secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA==' } } },
      ],
      ConfirmTotpEnrolment: [
        {
          data: {
            confirmTotpEnrolment: {
              __typename: 'SecondFactorEnrolment',
              recoveryCodes: ['aaaa-1111', 'bbbb-2222'],
              accessToken: null,
              refreshToken: null,
              factor: factor('1', 'TOTP', 'Authenticator app'),
              user: null,
            },
          },
        },
      ],
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Add an authenticator app' }, LOADED));
    fireEvent.change(await screen.findByLabelText(/^Code the app now shows/), { target: { value: '135790' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Add an authenticator app' }));
    await screen.findByTestId('recovery-codes');
    fireEvent.click(screen.getByLabelText('I have saved my recovery codes somewhere safe.'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Second step added.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('list')).toBeTruthy());
    expect(calls.find((call) => call.operationName === 'ConfirmTotpEnrolment')?.variables).toEqual({ code: '135790' });
    expect(calls.filter((call) => call.operationName === 'MySecondFactors')).toHaveLength(2);
  });
});
