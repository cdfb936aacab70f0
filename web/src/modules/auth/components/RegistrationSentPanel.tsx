import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  useEmailVerificationActions,
  type VerificationActionOutcome,
} from '@/modules/auth/hooks/useEmailVerificationActions';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

export interface RegistrationSentPanelProps {
  /** The server's answer: the specification's 'Inscription réussie ! Veuillez vérifier votre e-mail.' */
  message: string;
  /** The address typed in the form, where the verification link went. */
  email: string;
}

/**
 * What the register dialog says once the account exists, until the student closes it
 * (docs/product-rules.md, issue 28): where the link went, and how to have it sent again.
 */
export function RegistrationSentPanel({ message, email }: RegistrationSentPanelProps) {
  const { resendLink, loading } = useEmailVerificationActions();
  const [resent, setResent] = useState<VerificationActionOutcome | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The form that held the focus is gone: the focus stays in the dialog, on what replaced it.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <div ref={panel} tabIndex={-1}>
      <Alert severity="success">{message}</Alert>
      <p>
        <Trans>
          We sent a verification link to <bdi dir="ltr">{email}</bdi>. Open it to verify your address.
        </Trans>
      </p>
      <p>
        <Trans>Nothing in your inbox? Look in your spam folder, or have the link sent again.</Trans>
      </p>
      {resent ? <Alert severity={resent.ok ? 'success' : 'error'}>{resent.message}</Alert> : null}
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={loading}
        onClick={async () => setResent(await resendLink(email))}
      >
        <Trans>Resend the verification link</Trans>
      </StyledButton>
    </div>
  );
}
