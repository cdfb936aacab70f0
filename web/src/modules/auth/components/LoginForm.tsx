import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CurrentPasswordField, EmailField } from '@/modules/auth/components/CredentialFields';
import { useLogin } from '@/modules/auth/hooks/useLogin';
import type { SignInChallenge } from '@/modules/auth/hooks/useSignInAnswer';
import type { SignedIn } from '@/modules/auth/hooks/useStoreSignIn';
import { PENDING_PATH, signedInHomePath } from '@/modules/auth/utils/route-guards';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

const LOGIN_REDIRECT_DELAY_MS = 1500;

// Only accounts with two-step sign-in need the second step: its screens and messages load when asked.
const SecondFactorSignIn = lazy(async () => ({
  default: (await import('@/modules/account-security/second-factors/components/SecondFactorSignIn')).SecondFactorSignIn,
}));

const StyledForgotPassword = styled.p`
  margin-block: 0 ${({ theme }) => theme.spacing(2)};
  text-align: end;
`;

export interface LoginFormProps {
  /** Where to go after signing in (the `from` of a redirect), else the user's home (/admin for staff, /bourses). */
  from?: string | null;
  /** Opens the "forgot password" step. */
  onForgotPassword?: () => void;
}

export function LoginForm({ from, onForgotPassword }: LoginFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { login, loading } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [home, setHome] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  useEffect(() => {
    if (!home) return;
    const timer = setTimeout(() => void navigate(from || home, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [home, from, navigate]);

  // Every way in (password alone, a code, a passkey, a recovery code, an enrolment) lands alike.
  const goOn = async ({ isApproved, role }: SignedIn) => {
    if (!isApproved) await navigate(PENDING_PATH, { replace: true });
    else setHome(signedInHomePath(role));
  };

  // An expired or ended challenge: the password again, saying why.
  const backToPassword = (message: string) => {
    setChallenge(null);
    setPassword('');
    setFailure(message);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nowMissing = { email: email.trim() === '', password: password === '' };
    setMissing(nowMissing);
    setFailure(null);
    if (nowMissing.email || nowMissing.password) return;
    const outcome = await login(email, password);
    if (outcome.kind === 'failed') setFailure(outcome.message);
    else if (outcome.kind === 'challenge') setChallenge(outcome.challenge);
    else await goOn(outcome.signedIn);
  };

  if (home) {
    return (
      <Alert severity="success">
        <Trans>Login successful!</Trans>
      </Alert>
    );
  }

  if (challenge) {
    return (
      <Suspense fallback={<Spinner />}>
        <SecondFactorSignIn challenge={challenge} onSignedIn={(signedIn) => void goOn(signedIn)} onChallengeEnded={backToPassword} />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Login`}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing.email ? t`This field is required` : null}
      />
      <CurrentPasswordField
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password ? t`This field is required` : null}
      />
      {onForgotPassword ? (
        <StyledForgotPassword>
          <StyledButton type="button" $variant="text" onClick={onForgotPassword}>
            <Trans>Forgot password?</Trans>
          </StyledButton>
        </StyledForgotPassword>
      ) : null}
      <StyledButton type="submit" $fullWidth disabled={loading}>
        {loading ? <Trans>Signing in…</Trans> : <Trans>Login</Trans>}
      </StyledButton>
    </form>
  );
}
