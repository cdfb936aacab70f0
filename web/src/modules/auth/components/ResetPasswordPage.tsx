import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useResetPassword } from '@/modules/auth/hooks/useResetPassword';
import type { SignInChallenge } from '@/modules/auth/hooks/useSignInAnswer';
import type { SignedIn } from '@/modules/auth/hooks/useStoreSignIn';
import { LOGIN_PATH, PENDING_PATH, signedInHomePath } from '@/modules/auth/utils/route-guards';
import { NewPasswordFields } from '@/modules/profile/components/NewPasswordFields';
import { CHANGE_PASSWORD_MESSAGES } from '@/modules/profile/utils/change-password-messages';
import { validateNewPassword, type ChangePasswordErrors } from '@/modules/profile/utils/change-password-rules';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledPage = styled.section`
  max-inline-size: 480px;
  margin: ${({ theme }) => theme.spacing(4)} auto;
`;

// The reset never skips the second factor: an account with one answers it here, as at sign-in.
const SecondFactorSignIn = lazy(async () => ({
  default: (await import('@/modules/account-security/second-factors/components/SecondFactorSignIn')).SecondFactorSignIn,
}));

const EMPTY = { newPassword: '', confirmPassword: '' };

/**
 * /reset-password?token=…: the page of the "forgot password" link. The new password follows the
 * change-password rules; once set, every other session has ended and this one is signed in.
 */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { resetPassword, loading } = useResetPassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [failure, setFailure] = useState<{ message: string; fieldErrors: Record<string, string> } | null>(null);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  const messageFor = (field: keyof typeof EMPTY) => {
    const error = errors[field];
    return error ? i18n._(CHANGE_PASSWORD_MESSAGES[error]) : (failure?.fieldErrors[field] ?? null);
  };

  // Where signing in would have led: the console for staff, the catalogue or /pending for a student.
  const goOn = async ({ isApproved, role }: SignedIn) => {
    showToast({ message: t`Password changed successfully.`, severity: 'success' });
    await navigate(isApproved ? signedInHomePath(role) : PENDING_PATH, { replace: true });
  };

  // The password is changed, but the second step expired: sign in with the new one.
  const signInAgain = async (message: string) => {
    showToast({ message, severity: 'warning' });
    await navigate(LOGIN_PATH, { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !token) return;
    const outcome = await resetPassword(token, values.newPassword);
    if (outcome.kind === 'failed') setFailure(outcome);
    else if (outcome.kind === 'challenge') setChallenge(outcome.challenge);
    else await goOn(outcome.signedIn);
  };

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: messageFor(name),
  });

  return (
    <StyledPage aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">
        <Trans>Choose a new password</Trans>
      </h1>
      {challenge ? (
        <Suspense fallback={<Spinner />}>
          <SecondFactorSignIn
            challenge={challenge}
            onSignedIn={(signedIn) => void goOn(signedIn)}
            onChallengeEnded={(message) => void signInAgain(message)}
          />
        </Suspense>
      ) : !token ? (
        <Alert severity="error">
          <Trans>Invalid password reset link.</Trans>
        </Alert>
      ) : (
        <>
          {failure ? <Alert severity="error">{failure.message}</Alert> : null}
          <form noValidate onSubmit={onSubmit} aria-label={t`Choose a new password`}>
            <NewPasswordFields newPassword={field('newPassword')} confirmPassword={field('confirmPassword')} />
            <StyledButton type="submit" $fullWidth disabled={loading}>
              <Trans>Change Password</Trans>
            </StyledButton>
          </form>
        </>
      )}
      <p>
        <Link to={LOGIN_PATH} state={{ mode: 'forgotPassword' }}>
          <Trans>Ask for a new link</Trans>
        </Link>
      </p>
    </StyledPage>
  );
}
