import { useLingui } from '@lingui/react/macro';
import { StyledChip } from '@/modules/ui/components/Chip';

/** Marks a file waiting again because the student answered a correction request. */
export function CorrectedMark() {
  const { t } = useLingui();
  return (
    <StyledChip $severity="info" title={t`The student sent the corrections asked for`}>
      {t({ message: 'Corrected', context: 'a file the student corrected' })}
    </StyledChip>
  );
}
