import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { useWithdrawApplication } from '@/modules/applications/hooks/useWithdrawApplication';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface WithdrawDialogProps {
  applicationId: string;
  onClose: () => void;
}

export function WithdrawDialog({ applicationId, onClose }: WithdrawDialogProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const { withdraw, withdrawing } = useWithdrawApplication();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    const error = await withdraw(applicationId);
    if (error) {
      setFailure(error);
      return;
    }
    showToast({ message: t`Your application was withdrawn.` });
    onClose();
  };

  return (
    <Dialog title={t`Withdraw application`} onClose={onClose}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <p>
        <Trans>Withdraw this application? You can apply again before the deadline.</Trans>
      </p>
      <StyledActions>
        <StyledButton type="button" $variant="text" onClick={onClose}>
          <Trans>Cancel</Trans>
        </StyledButton>
        <StyledButton type="button" disabled={withdrawing} onClick={() => void confirm()}>
          <Trans>Withdraw</Trans>
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}
