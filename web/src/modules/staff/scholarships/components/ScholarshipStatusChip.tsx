import { useLingui } from '@lingui/react/macro';
import type { ScholarshipStatus } from '@/modules/staff/__generated__/graphql';
import { SCHOLARSHIP_STATUS_LABELS } from '@/modules/staff/scholarships/utils/scholarship-status';
import { StyledChip } from '@/modules/ui/components/Chip';

const SEVERITY = { DRAFT: 'warning', PUBLISHED: 'success', ARCHIVED: 'neutral' } as const;

/** Draft, published or archived, as a chip. */
export function ScholarshipStatusChip({ status }: { status: ScholarshipStatus }) {
  const { i18n } = useLingui();
  return <StyledChip $severity={SEVERITY[status]}>{i18n._(SCHOLARSHIP_STATUS_LABELS[status])}</StyledChip>;
}
