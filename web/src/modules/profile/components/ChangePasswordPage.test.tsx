import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubGraphQLServer, type StubAnswer } from '@/modules/account-security/test/stub-graphql-server';
import { ChangePasswordPage } from '@/modules/profile/components/ChangePasswordPage';
import { renderApp } from '@/test/render-app';

const LOADED = { timeout: 10_000 };

const changed: StubAnswer = {
  data: {
    changePassword: {
      __typename: 'ChangePasswordPayload',
      success: true,
      message: 'Password changed.',
      accessToken: 'new-access-token',
      refreshToken: 'new-refresh-token',
    },
  },
};

function changePassword() {
  const server = stubGraphQLServer({ ChangePassword: [changed] });
  renderApp(server.wrap(<ChangePasswordPage />), { language: 'en' });
  const submit = () => {
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'Sable-Oasis-2026' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Dune-Cedre-2027' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), {
      target: { value: 'Dune-Cedre-2027' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Change Password' }));
  };
  return { calls: server.calls, submit };
}

describe('changing the password', () => {
  it('signs out the other sessions unless told otherwise', async () => {
    const { calls, submit } = changePassword();

    const box = await screen.findByRole('checkbox', { name: 'Sign out my other sessions' }, LOADED);
    expect(box).toHaveProperty('checked', true);
    submit();

    expect(await screen.findByText('Password changed successfully.')).toBeTruthy();
    expect(calls.at(-1)?.variables).toEqual({
      currentPassword: 'Sable-Oasis-2026',
      newPassword: 'Dune-Cedre-2027',
      endOtherSessions: true,
    });
  });

  it('keeps the other sessions when the box is unticked', async () => {
    const { calls, submit } = changePassword();

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sign out my other sessions' }, LOADED));
    submit();

    expect(await screen.findByText('Password changed successfully.')).toBeTruthy();
    expect(calls.at(-1)?.variables).toMatchObject({ endOtherSessions: false });
  });
});
