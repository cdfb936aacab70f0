import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { EmailField } from '@/modules/auth/components/CredentialFields';
import { useForgotPassword } from '@/modules/auth/hooks/useForgotPassword';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

/** The sign-in dialog's "forgot password" step: an address, then the same answer whether or not it has an account. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const { requestLink, loading } = useForgotPassword();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    setMissing(email.trim() === '');
    if (email.trim() === '') return;
    setOutcome(await requestLink(email));
  };

  if (outcome?.ok) return <Alert severity="success">{outcome.message}</Alert>;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Forgot password?`}>
      <p>
        <Trans>Enter the email address of your account: we will send you a link, valid for one hour, to choose a new password.</Trans>
      </p>
      {outcome ? <Alert severity="error">{outcome.message}</Alert> : null}
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing ? t`This field is required` : null}
      />
      <StyledButton type="submit" $fullWidth disabled={loading}>
        {loading ? <Trans>Sending…</Trans> : <Trans>Send the link</Trans>}
      </StyledButton>
    </form>
  );
}
