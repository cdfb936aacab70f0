import { Trans, useLingui } from '@lingui/react/macro';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { OneTimeCodeField } from '@/modules/account-security/second-factors/components/OneTimeCodeField';
import { StyledAlternatives, StyledStack } from '@/modules/account-security/second-factors/components/SecondFactors.styles';
import { useCompleteSignIn, type CompleteSignInOutcome } from '@/modules/account-security/second-factors/hooks/useCompleteSignIn';
import { ONE_TIME_CODE_LENGTH, normaliseRecoveryCode } from '@/modules/account-security/second-factors/utils/one-time-code';
import type { SignInChallenge } from '@/modules/auth/hooks/useSignInAnswer';
import type { SignedIn } from '@/modules/auth/hooks/useStoreSignIn';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

type Method = 'code' | 'passkey' | 'recoveryCode';

export interface SecondFactorChallengeFormProps {
  challenge: SignInChallenge;
  onSignedIn: (signedIn: SignedIn) => void;
  /** The challenge expired or ended: the sign-in starts again from the password, saying why. */
  onChallengeEnded: (message: string) => void;
}

/** The second step of a sign-in: the app's code, a passkey, or a recovery code when neither is at hand. */
export function SecondFactorChallengeForm({ challenge, onSignedIn, onChallengeEnded }: SecondFactorChallengeFormProps) {
  const { t } = useLingui();
  const { withCode, withRecoveryCode, withPasskey } = useCompleteSignIn(challenge.challenge);
  const hasApp = challenge.factors.includes('TOTP');
  const hasPasskey = challenge.factors.includes('PASSKEY') && browserSupportsWebAuthn();
  const [method, setMethod] = useState<Method>(hasApp ? 'code' : hasPasskey ? 'passkey' : 'recoveryCode');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (next: Method) => {
    setMethod(next);
    setValue('');
    setFieldError(null);
    setFailure(null);
  };

  const attempt = async (answer: () => Promise<CompleteSignInOutcome>) => {
    setBusy(true);
    setFailure(null);
    const outcome = await answer();
    setBusy(false);
    if (outcome.kind === 'signedIn') onSignedIn(outcome.signedIn);
    else if (outcome.kind === 'ended') onChallengeEnded(outcome.message);
    else {
      setFailure(outcome.message);
      setValue('');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (method === 'passkey') {
      void attempt(withPasskey);
      return;
    }
    const typed = method === 'code' ? value : normaliseRecoveryCode(value);
    const invalid =
      method === 'code' && typed.length !== ONE_TIME_CODE_LENGTH
        ? t`Enter the 6 digits the app shows.`
        : typed === ''
          ? t`Enter one of your recovery codes.`
          : null;
    setFieldError(invalid);
    if (invalid) return;
    void attempt(() => (method === 'code' ? withCode(typed) : withRecoveryCode(typed)));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Two-step sign-in`}>
      <StyledStack>
        <p>
          {method === 'code' ? (
            <Trans>Enter the 6-digit code your authenticator app shows for this account.</Trans>
          ) : method === 'passkey' ? (
            <Trans>Confirm with your passkey: your phone’s or computer’s screen lock, or your security key.</Trans>
          ) : (
            <Trans>Enter one of the recovery codes you saved. Each one works only once.</Trans>
          )}
        </p>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {method === 'code' ? (
          <OneTimeCodeField label={t`Code from the app`} value={value} onChange={setValue} error={fieldError} />
        ) : method === 'recoveryCode' ? (
          <TextField
            label={t`Recovery code`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            autoFocus
          />
        ) : null}
        <StyledButton type="submit" $fullWidth disabled={busy}>
          {method === 'passkey' ? <Trans>Use my passkey</Trans> : <Trans context="Sends the second step's code">Verify</Trans>}
        </StyledButton>
        <StyledAlternatives>
          {hasApp && method !== 'code' ? (
            <StyledButton type="button" $variant="text" onClick={() => choose('code')}>
              <Trans>Use a code from the app</Trans>
            </StyledButton>
          ) : null}
          {hasPasskey && method !== 'passkey' ? (
            <StyledButton type="button" $variant="text" onClick={() => choose('passkey')}>
              <Trans>Use a passkey</Trans>
            </StyledButton>
          ) : null}
          {method !== 'recoveryCode' ? (
            <StyledButton type="button" $variant="text" onClick={() => choose('recoveryCode')}>
              <Trans>Use a recovery code</Trans>
            </StyledButton>
          ) : null}
        </StyledAlternatives>
      </StyledStack>
    </form>
  );
}
