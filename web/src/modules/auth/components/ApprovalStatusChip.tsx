import { useLingui } from '@lingui/react/macro';
import { StyledChip } from '@/modules/ui/components/Chip';

export interface ApprovalStatusChipProps {
  status: string;
}

/** APPROVED success, PENDING warning, REJECTED error; any other value as-is in the warning colour. */
export function ApprovalStatusChip({ status }: ApprovalStatusChipProps) {
  const { t } = useLingui();
  if (status === 'APPROVED') return <StyledChip $severity="success">{t`Approved`}</StyledChip>;
  if (status === 'PENDING') return <StyledChip $severity="warning">{t`Pending Approval`}</StyledChip>;
  if (status === 'REJECTED') return <StyledChip $severity="error">{t`Rejected`}</StyledChip>;
  return <StyledChip $severity="warning">{status}</StyledChip>;
}
