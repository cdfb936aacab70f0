import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from '@/modules/auth/components/ResetPasswordPage';
import { ChangePasswordPage } from '@/modules/profile/components/ChangePasswordPage';
import { renderApp } from '@/test/render-app';

// Both pages ask for a new password twice with the same fields and the same rule (common/src/new-password.ts).
describe.each([
  { page: 'the change-password page', ui: <ChangePasswordPage />, path: '/change-password' },
  { page: 'the reset link’s page', ui: <ResetPasswordPage />, path: '/reset-password?token=abc' },
])('the new password on $page', ({ ui, path }) => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

  it('refuses a new password of 7 characters, and a confirmation typed differently', () => {
    renderApp(ui, { language: 'en', path });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Motdepa' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Motdepas' } });

    submit();

    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
  });
});
