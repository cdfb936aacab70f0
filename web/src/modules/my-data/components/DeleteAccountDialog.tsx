import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CurrentPasswordField } from '@/modules/auth/components/CredentialFields';
import { useDeleteMyAccount } from '@/modules/my-data/hooks/useDeleteMyAccount';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  --accent: ${({ theme }) => theme.colors.error};
`;

export interface DeleteAccountDialogProps {
  onClose: () => void;
}

/** Says what deleting the account does, and asks for the password before doing it. */
export function DeleteAccountDialog({ onClose }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const { deleteMyAccount, deleting } = useDeleteMyAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setError(t`Enter your password to confirm.`);
      return;
    }
    const outcome = await deleteMyAccount(password);
    if (!outcome.ok) {
      setError(outcome.fieldErrors.password ?? outcome.message);
      return;
    }
    showToast({ message: outcome.data.deleteMyAccount.message, severity: 'success' });
  };

  return (
    <Dialog title={t`Delete my account`} onClose={onClose}>
      <Alert severity="warning">
        <Trans>This cannot be undone.</Trans>
      </Alert>
      <ul>
        <li>
          <Trans>Your profile, your registration documents and your receipts are deleted.</Trans>
        </li>
        <li>
          <Trans>You are signed out everywhere, and your e-mail address can be used to register again.</Trans>
        </li>
        <li>
          <Trans>
            Your applications stay in the staff’s records without your name, e-mail address or phone number; a
            pending application is withdrawn.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>Download your data first if you want to keep a copy.</Trans>
      </p>
      <form noValidate onSubmit={onSubmit} aria-label={t`Delete my account`}>
        <CurrentPasswordField
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <StyledActions>
          <StyledButton type="submit" disabled={deleting}>
            <Trans>Delete my account for good</Trans>
          </StyledButton>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </StyledButton>
        </StyledActions>
      </form>
    </Dialog>
  );
}
