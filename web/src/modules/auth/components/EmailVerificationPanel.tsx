import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useEmailVerificationActions, type VerificationActionOutcome } from '@/modules/auth/hooks/useEmailVerificationActions';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { TextField } from '@/modules/ui/components/TextField';

export interface EmailVerificationPanelProps {
  /** The address the verification link was sent to. */
  email: string;
}

/**
 * /pending before the address is verified: staff cannot approve the account yet, so the student
 * sees the address, can have the link sent again, or correct a mistyped address (the link goes there).
 */
export function EmailVerificationPanel({ email }: EmailVerificationPanelProps) {
  const { t } = useLingui();
  const { resendLink, changeEmail, loading } = useEmailVerificationActions();
  const [outcome, setOutcome] = useState<VerificationActionOutcome | null>(null);
  const [corrected, setCorrected] = useState('');
  const [missing, setMissing] = useState(false);

  const onCorrect = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(corrected.trim() === '');
    if (corrected.trim() === '') return;
    const result = await changeEmail(corrected);
    setOutcome(result);
    if (result.ok) setCorrected('');
  };

  return (
    <>
      <Alert severity="warning">
        <p>
          <Trans>Your email address needs verifying: our team can review your account only once it is verified.</Trans>
        </p>
        <p>
          <Trans>
            We sent a verification link to <bdi dir="ltr">{email}</bdi>. Open it to verify your address.
          </Trans>
        </p>
      </Alert>
      {outcome ? <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert> : null}
      <StyledButton type="button" $variant="secondary" disabled={loading} onClick={async () => setOutcome(await resendLink(email))}>
        <Trans>Resend the verification link</Trans>
      </StyledButton>
      <form noValidate onSubmit={onCorrect} aria-labelledby="correct-email-title">
        <h2 id="correct-email-title">
          <Trans>Wrong address?</Trans>
        </h2>
        <TextField
          label={t`Correct email address`}
          type="email"
          autoComplete="email"
          required
          value={corrected}
          onChange={(event) => setCorrected(event.target.value)}
          error={missing ? t`This field is required` : outcome && !outcome.ok ? (outcome.fieldErrors.email ?? null) : null}
        />
        <StyledButton type="submit" disabled={loading}>
          <Trans>Send the link to this address</Trans>
        </StyledButton>
      </form>
    </>
  );
}
