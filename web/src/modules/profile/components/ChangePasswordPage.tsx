import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { NewPasswordFields } from '@/modules/profile/components/NewPasswordFields';
import { useChangePassword } from '@/modules/profile/hooks/useChangePassword';
import { CHANGE_PASSWORD_MESSAGES } from '@/modules/profile/utils/change-password-messages';
import {
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordValues,
} from '@/modules/profile/utils/change-password-rules';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

// Its message comes with the account-security catalogue, loaded apart from the students' one.
const SignOutOtherSessionsField = lazy(async () => ({
  default: (await import('@/modules/account-security/sessions/components/SignOutOtherSessionsField')).SignOutOtherSessionsField,
}));

const StyledPage = styled.section`
  max-inline-size: 480px;
  margin-inline: auto;
`;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /change-password: idle, then success (fields cleared) or error; the other sessions end unless unticked. */
export function ChangePasswordPage() {
  const { t, i18n } = useLingui();
  const { changePassword, loading } = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  // Checked by default: whoever else holds the old password is signed out with it.
  const [endOtherSessions, setEndOtherSessions] = useState(true);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const messageFor = (field: keyof ChangePasswordValues) => {
    const error = errors[field];
    return error ? i18n._(CHANGE_PASSWORD_MESSAGES[error]) : null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    const result = await changePassword(values.currentPassword, values.newPassword, endOtherSessions);
    setOutcome(result);
    if (result.ok) setValues(EMPTY);
  };

  const field = (name: keyof ChangePasswordValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: messageFor(name),
  });

  return (
    <StyledPage aria-labelledby="change-password-title">
      <h1 id="change-password-title">
        <Trans>Change Password</Trans>
      </h1>
      {outcome ? <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert> : null}
      <form noValidate onSubmit={onSubmit} aria-label={t`Change Password`}>
        <TextField label={t`Current password`} type="password" autoComplete="current-password" required {...field('currentPassword')} />
        <NewPasswordFields newPassword={field('newPassword')} confirmPassword={field('confirmPassword')} />
        <Suspense fallback={null}>
          <SignOutOtherSessionsField checked={endOtherSessions} onChange={setEndOtherSessions} />
        </Suspense>
        <StyledButton type="submit" $fullWidth disabled={loading}>
          <Trans>Change Password</Trans>
        </StyledButton>
      </form>
    </StyledPage>
  );
}
