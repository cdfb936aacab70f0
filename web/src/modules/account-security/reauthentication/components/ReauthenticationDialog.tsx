import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ACCOUNT_SECURITY_CATALOG } from '@/modules/account-security/i18n/account-security-catalog';
import { useLazyCatalog } from '@/modules/i18n/hooks/useLazyCatalog';
import { useReauthenticate } from '@/modules/account-security/reauthentication/hooks/useReauthenticate';
import { useMySecondFactors } from '@/modules/account-security/second-factors/hooks/useMySecondFactors';
import { normaliseRecoveryCode } from '@/modules/account-security/second-factors/utils/one-time-code';
import type { ReauthenticationAnswer } from '@/modules/api/utils/reauthentication-prompt';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';
import { TextField } from '@/modules/ui/components/TextField';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

type Method = 'password' | 'code';

export interface ReauthenticationDialogProps {
  onAnswer: (answer: ReauthenticationAnswer) => void;
}

/** Shown once its messages are loaded (they come with this chunk's catalogue). */
export function ReauthenticationDialog(props: ReauthenticationDialogProps) {
  return useLazyCatalog(ACCOUNT_SECURITY_CATALOG) ? <ReauthenticationForm {...props} /> : null;
}

/**
 * Asks for the password, or a code of the authenticator app or a recovery code, before a sensitive
 * change (docs/security.md): confirmed, the change is sent again; closed, it fails as it came.
 */
function ReauthenticationForm({ onAnswer }: ReauthenticationDialogProps) {
  const { t } = useLingui();
  const { reauthenticate, confirming } = useReauthenticate();
  // A code is offered only to those who have something that makes one.
  const { factors, recoveryCodesLeft } = useMySecondFactors();
  const codeOffered = Boolean(factors?.some((factor) => factor.kind === 'TOTP')) || recoveryCodesLeft > 0;
  const [method, setMethod] = useState<Method>('password');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (next: Method) => {
    setMethod(next);
    setValue('');
    setFieldError(null);
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const typed = method === 'password' ? value : normaliseRecoveryCode(value);
    if (typed === '') {
      setFieldError(
        method === 'password' ? t`Enter your password.` : t`Enter a code from the app or a recovery code.`,
      );
      return;
    }
    setFieldError(null);
    const outcome = await reauthenticate(method === 'password' ? { password: typed } : { code: typed });
    if (outcome.ok) {
      onAnswer('confirmed');
      return;
    }
    setValue('');
    if (outcome.fieldError) setFieldError(outcome.fieldError);
    else setFailure(outcome.message);
  };

  return (
    <Dialog title={t`Confirm it is you`} onClose={() => onAnswer('cancelled')}>
      <StyledForm noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Confirm it is you`}>
        <p>
          {method === 'password' ? (
            <Trans>To protect your account, this change needs your password again.</Trans>
          ) : (
            <Trans>
              To protect your account, this change needs a code from your authenticator app, or one of your
              recovery codes.
            </Trans>
          )}
        </p>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {method === 'password' ? (
          <TextField
            key="password"
            label={t(SHARED_MESSAGES.password)}
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
            required
            autoFocus
          />
        ) : (
          <TextField
            key="code"
            label={t`Code from the app or recovery code`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={fieldError}
            required
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            autoFocus
          />
        )}
        {codeOffered ? (
          <StyledButton
            type="button"
            $variant="text"
            onClick={() => choose(method === 'password' ? 'code' : 'password')}
          >
            {method === 'password' ? (
              <Trans>Use a code instead</Trans>
            ) : (
              <Trans>Use my password instead</Trans>
            )}
          </StyledButton>
        ) : null}
        <StyledActions>
          <StyledButton type="button" $variant="secondary" onClick={() => onAnswer('cancelled')}>
            {t(SHARED_MESSAGES.cancel)}
          </StyledButton>
          <StyledButton type="submit" disabled={confirming}>
            <Trans>Confirm</Trans>
          </StyledButton>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}
