import { Trans } from '@lingui/react/macro';
import { StyledToolbar } from '@/modules/staff/shared/components/StaffTable.styles';
import type { StaffPermissions } from '@/modules/staff/shared/utils/staff-permissions';
import { StyledButton } from '@/modules/ui/components/Button';

export type AccountAction = 'approve' | 'reject' | 'edit' | 'delete';

export interface AccountActionsProps {
  permissions: StaffPermissions;
  approvalStatus: string;
  onAction: (action: AccountAction) => void;
}

/** Every staff member reviews accounts; only an ADMIN sees edit and delete. */
export function AccountActions({ permissions, approvalStatus, onAction }: AccountActionsProps) {
  return (
    <StyledToolbar>
      {approvalStatus !== 'APPROVED' ? (
        <StyledButton type="button" onClick={() => onAction('approve')}>
          <Trans>Approve</Trans>
        </StyledButton>
      ) : null}
      {approvalStatus !== 'REJECTED' ? (
        <StyledButton type="button" $variant="secondary" onClick={() => onAction('reject')}>
          <Trans>Reject</Trans>
        </StyledButton>
      ) : null}
      {permissions.manageUsers ? (
        <>
          <StyledButton type="button" $variant="secondary" onClick={() => onAction('edit')}>
            <Trans>Edit</Trans>
          </StyledButton>
          <StyledButton type="button" $variant="text" onClick={() => onAction('delete')}>
            <Trans>Delete</Trans>
          </StyledButton>
        </>
      ) : null}
    </StyledToolbar>
  );
}
