import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@/__generated__/graphql';
import { APPLICATION_STATUS_DISPLAY } from '@/modules/applications/utils/application-statuses';
import { StyledChip } from '@/modules/ui/components/Chip';

export interface ApplicationStatusChipProps {
  status: ApplicationStatus;
}

export function ApplicationStatusChip({ status }: ApplicationStatusChipProps) {
  const { i18n } = useLingui();
  const display = APPLICATION_STATUS_DISPLAY[status];
  return <StyledChip $severity={display.severity}>{i18n._(display.label)}</StyledChip>;
}
