import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Language } from '@bourses/common/languages';
import { describe, expect, it } from 'vitest';
import { refusal } from '@/modules/account-security/test/sign-in-answers';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import { ReauthenticationHost } from '@/modules/api/components/ReauthenticationHost';
import { createReauthenticationPrompt } from '@/modules/api/utils/reauthentication-prompt';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

const secondFactors = (kinds: ('TOTP' | 'PASSKEY')[], recoveryCodesLeft = 0): StubAnswer => ({
  data: {
    mySecondFactors: {
      __typename: 'SecondFactors',
      factors: kinds.map((kind, index) => ({
        __typename: 'SecondFactor',
        id: String(index + 1),
        kind,
        name: kind === 'TOTP' ? 'Authenticator app' : 'My phone',
        createdAt: '2026-02-10T09:00:00.000Z',
        lastUsedAt: null,
      })),
      recoveryCodesLeft,
    },
  },
});

const confirmed: StubAnswer = {
  data: { reauthenticate: { __typename: 'MessagePayload', message: 'Identity confirmed.' } },
};

/** The host as the app mounts it, a change refused for want of a recent sign-in, and what the user answers. */
function changeAsksToReauthenticate(answers: Record<string, StubAnswer[]>, language: Language = 'en') {
  const prompt = createReauthenticationPrompt();
  const server = stubGraphQLServer(answers);
  renderApp(server.wrap(<ReauthenticationHost prompt={prompt} />), { language });
  let answer: Promise<string> = Promise.resolve('not asked');
  act(() => {
    answer = prompt.ask();
  });
  return { calls: server.calls, answer: () => answer, prompt };
}

describe('the re-authentication dialog', () => {
  it('asks for the password, confirms it with the server, and lets the change go again', async () => {
    const { calls, answer, prompt } = changeAsksToReauthenticate({
      MySecondFactors: [secondFactors([])],
      Reauthenticate: [confirmed],
    });

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, LOADED);
    expect(screen.queryByRole('button', { name: 'Use a code instead' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Sable-Oasis-2026' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Confirm it is you' }));

    await expect(answer()).resolves.toBe('confirmed');
    expect(calls.at(-1)).toEqual({
      operationName: 'Reauthenticate',
      variables: { password: 'Sable-Oasis-2026' },
    });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(prompt.current()).toBeNull();
  });

  it('keeps asking after a wrong password, with the server’s reason', async () => {
    const { answer, prompt } = changeAsksToReauthenticate({
      MySecondFactors: [secondFactors([])],
      Reauthenticate: [refusal('Incorrect password.', 'PASSWORD_INCORRECT', 'BAD_USER_INPUT'), confirmed],
    });

    fireEvent.change(await screen.findByLabelText(/^Password/, undefined, LOADED), {
      target: { value: 'wrong' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Confirm it is you' }));

    expect(await screen.findByText('Incorrect password.')).toBeTruthy();
    expect(prompt.current()).not.toBeNull();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Sable-Oasis-2026' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Confirm it is you' }));
    await expect(answer()).resolves.toBe('confirmed');
  });

  it('takes a code of the authenticator app instead, typed in Arabic digits, in Arabic', async () => {
    const { calls, answer } = changeAsksToReauthenticate(
      { MySecondFactors: [secondFactors(['TOTP'], 10)], Reauthenticate: [confirmed] },
      'ar',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'استخدام رمز بدلاً من ذلك' }, LOADED));
    const code = screen.getByLabelText(/^رمز من التطبيق أو رمز استرداد/);
    expect(code.getAttribute('dir')).toBe('ltr');
    fireEvent.change(code, { target: { value: ' ١٢٣ ٤٥٦ ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'أكّد أنك صاحب الحساب' }));

    await expect(answer()).resolves.toBe('confirmed');
    expect(calls.at(-1)).toEqual({ operationName: 'Reauthenticate', variables: { code: '123 456' } });
  });

  it('answers cancelled when the user closes it, without asking the server', async () => {
    const { calls, answer } = changeAsksToReauthenticate({ MySecondFactors: [secondFactors([])] });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, LOADED));

    await expect(answer()).resolves.toBe('cancelled');
    expect(calls.map((call) => call.operationName)).toEqual(['MySecondFactors']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
