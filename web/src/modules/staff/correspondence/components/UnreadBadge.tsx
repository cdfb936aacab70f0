import { plural } from '@lingui/core/macro';
import { StyledChip } from '@/modules/ui/components/Chip';

export interface UnreadBadgeProps {
  /** Messages from the student no staff member opened yet. */
  count: number;
}

/** How many of the student's messages wait to be read; nothing when none does. */
export function UnreadBadge({ count }: UnreadBadgeProps) {
  if (count <= 0) return null;
  return (
    <StyledChip $severity="warning">
      {plural(count, { one: '# unread message', other: '# unread messages' })}
    </StyledChip>
  );
}
