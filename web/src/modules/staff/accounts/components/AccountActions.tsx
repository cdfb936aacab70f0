import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApprovalButtons } from '@/modules/staff/accounts/components/ApprovalButtons';
import type { AccountDecisionSubject } from '@/modules/staff/accounts/utils/account-decisions';
import { StyledToolbar } from '@/modules/ui/components/Toolbar';
import type { StaffPermissions } from '@/modules/staff/shared/utils/staff-permissions';
import { StyledButton } from '@/modules/ui/components/Button';

export type AccountAction = 'approve' | 'reject' | 'edit' | 'delete' | 'resetSecondFactors' | 'endSessions';

export interface AccountActionsProps {
  permissions: StaffPermissions;
  account: AccountDecisionSubject & { secondFactorEnabled?: boolean | null };
  onAction: (action: AccountAction) => void;
  /** Beside Approve and Reject: what else staff may do instead (request corrections). */
  otherActions?: ReactNode;
}

/**
 * Every staff member reviews students' accounts; only an ADMIN sees edit, delete, the second factors'
 * reset and ending every session of the account.
 */
export function AccountActions({ permissions, account, onAction, otherActions }: AccountActionsProps) {
  return (
    <StyledToolbar>
      <ApprovalButtons
        account={account}
        onDecide={(decision) => onAction(decision === 'APPROVED' ? 'approve' : 'reject')}
        tooltipAlign="end"
      />
      {otherActions}
      {permissions.manageUsers ? (
        <>
          <StyledButton type="button" $variant="secondary" onClick={() => onAction('edit')}>
            <Trans>Edit</Trans>
          </StyledButton>
          {account.secondFactorEnabled ? (
            <StyledButton type="button" $variant="secondary" onClick={() => onAction('resetSecondFactors')}>
              <Trans>Reset two-step sign-in</Trans>
            </StyledButton>
          ) : null}
          <StyledButton type="button" $variant="secondary" onClick={() => onAction('endSessions')}>
            <Trans>End all sessions</Trans>
          </StyledButton>
          <StyledButton type="button" $variant="text" onClick={() => onAction('delete')}>
            <Trans>Delete</Trans>
          </StyledButton>
        </>
      ) : null}
    </StyledToolbar>
  );
}
