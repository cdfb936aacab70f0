import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { ApplicationStatus } from '@/__generated__/graphql';
import { StyledChip } from '@/modules/ui/components/Chip';

/** Each status's words and colour, the same in the list's filter, its chips and the history. */
export const STATUS_DISPLAY = {
  PENDING: { severity: 'warning', label: msg({ message: 'Pending', context: 'application status' }) },
  APPROVED: { severity: 'success', label: msg({ message: 'Approved', context: 'application status' }) },
  REJECTED: { severity: 'error', label: msg({ message: 'Rejected', context: 'application status' }) },
  WITHDRAWN: { severity: 'neutral', label: msg`Withdrawn` },
} as const;

export interface ApplicationStatusChipProps {
  status: ApplicationStatus;
}

export function ApplicationStatusChip({ status }: ApplicationStatusChipProps) {
  const { i18n } = useLingui();
  const display = STATUS_DISPLAY[status];
  return <StyledChip $severity={display.severity}>{i18n._(display.label)}</StyledChip>;
}
