import { useLingui } from '@lingui/react/macro';
import type { ApprovalStatus } from '@/modules/staff/__generated__/graphql';
import { APPROVAL_LABELS, APPROVAL_SEVERITY } from '@/modules/staff/shared/utils/status-labels';
import { StyledChip } from '@/modules/ui/components/Chip';

export function AccountStatusChip({ status }: { status: ApprovalStatus }) {
  const { i18n } = useLingui();
  return <StyledChip $severity={APPROVAL_SEVERITY[status]}>{i18n._(APPROVAL_LABELS[status])}</StyledChip>;
}
