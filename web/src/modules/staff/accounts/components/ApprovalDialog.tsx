import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { type ApprovalDecision, useUserApproval } from '@/modules/staff/accounts/hooks/useUserApproval';
import { StyledDialogActions } from '@/modules/staff/shared/components/ConfirmDialog';
import { TextAreaField } from '@/modules/ui/components/FormControls';
import { useToast } from '@/modules/toast/hooks/useToast';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Dialog } from '@/modules/ui/components/Dialog';

export interface ApprovalDialogProps {
  userIds: string[];
  decision: ApprovalDecision;
  onDone: () => void;
  onClose: () => void;
}

/** Approves or rejects the accounts (with an optional reason for a rejection); stays open with the server's message on failure. */
export function ApprovalDialog({ userIds, decision, onDone, onClose }: ApprovalDialogProps) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const { decide, deciding } = useUserApproval();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = userIds.length;

  const submit = async () => {
    setError(null);
    const failure = await decide(userIds, decision, reason);
    if (failure) {
      setError(failure);
      return;
    }
    showToast({
      message:
        decision === 'APPROVED'
          ? plural(count, { one: '# account approved.', other: '# accounts approved.' })
          : plural(count, { one: '# account rejected.', other: '# accounts rejected.' }),
    });
    onDone();
    onClose();
  };

  return (
    <Dialog title={decision === 'APPROVED' ? t`Approve accounts` : t`Reject accounts`} onClose={onClose}>
      <p>
        {decision === 'APPROVED' ? (
          <Plural
            value={count}
            one="Approve # account? The student gets an e-mail."
            other="Approve # accounts? The students get an e-mail."
          />
        ) : (
          <Plural
            value={count}
            one="Reject # account? The student gets an e-mail."
            other="Reject # accounts? The students get an e-mail."
          />
        )}
      </p>
      {decision === 'REJECTED' ? (
        <TextAreaField
          label={t`Reason (optional)`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <StyledDialogActions>
        <StyledButton type="button" $variant="secondary" onClick={onClose}>
          {t(SHARED_MESSAGES.cancel)}
        </StyledButton>
        <StyledButton type="button" disabled={deciding} onClick={() => void submit()}>
          {decision === 'APPROVED' ? t`Approve` : t`Reject`}
        </StyledButton>
      </StyledDialogActions>
    </Dialog>
  );
}
