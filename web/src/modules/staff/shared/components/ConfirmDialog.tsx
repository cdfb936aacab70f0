import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';

export const StyledDialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block-start: ${({ theme }) => theme.spacing(2)};
`;

export interface ConfirmDialogProps {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  /** Answers null on success, else the message to show (the dialog then stays open). */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
}

/** Asks before an action that cannot be undone; shows the server's refusal in place. */
export function ConfirmDialog({ title, confirmLabel, children, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <StyledDialogActions>
        <StyledButton type="button" $variant="secondary" onClick={onClose}>
          {t(SHARED_MESSAGES.cancel)}
        </StyledButton>
        <StyledButton type="button" disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </StyledButton>
      </StyledDialogActions>
    </Dialog>
  );
}
