import { useLingui } from '@lingui/react/macro';
import { APPROVAL_STATUSES } from '@bourses/common/statuses';
import { APPROVAL_STATUS_DISPLAY } from '@/modules/auth/utils/approval-statuses';
import { StyledChip } from '@/modules/ui/components/Chip';

export interface ApprovalStatusChipProps {
  status: string;
}

/** APPROVED success, PENDING warning, REJECTED error; any other value as-is in the warning colour. */
export function ApprovalStatusChip({ status }: ApprovalStatusChipProps) {
  const { t } = useLingui();
  const known = APPROVAL_STATUSES.find((approvalStatus) => approvalStatus === status);
  if (!known) return <StyledChip $severity="warning">{status}</StyledChip>;
  const { severity, label } = APPROVAL_STATUS_DISPLAY[known];
  return <StyledChip $severity={severity}>{t(label)}</StyledChip>;
}
