import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

/** Which applications a bulk action takes: the rows chosen on the page, or every one matching the filters. */
export type BulkTarget = 'selected' | 'matching';

const StyledTargets = styled.fieldset<{ $stacked: boolean }>`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing(1.5)};
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme, $stacked }) => ($stacked ? theme.spacing(0.75) : theme.spacing(1, 2))};
  legend {
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.spacing(1)};
  }
`;

export interface BulkTargetChoiceProps {
  /** The radio group's name, one per form. */
  name: string;
  target: BulkTarget;
  onChange: (target: BulkTarget) => void;
  selectedCount: number;
  /** How many applications match the filters, over every page (capped: more than that). */
  matching: { total: number; capped: boolean };
  /** One choice under the other (a dialog) rather than side by side (the list's panel). */
  stacked?: boolean;
}

/** The choice every bulk action on applications starts with: the selected rows, or every matching one. */
export function BulkTargetChoice({
  name,
  target,
  onChange,
  selectedCount,
  matching,
  stacked = false,
}: BulkTargetChoiceProps) {
  const { t } = useLingui();
  const matchingCount = matching.total;
  return (
    <StyledTargets $stacked={stacked}>
      <legend>{t`Applications concerned`}</legend>
      <label>
        <input
          type="radio"
          name={name}
          checked={target === 'selected'}
          disabled={selectedCount === 0}
          onChange={() => onChange('selected')}
        />{' '}
        <Trans>The {selectedCount} selected</Trans>
      </label>
      <label>
        <input
          type="radio"
          name={name}
          checked={target === 'matching'}
          onChange={() => onChange('matching')}
        />{' '}
        {matching.capped ? (
          <Trans>Every application matching the filters (more than {matchingCount})</Trans>
        ) : (
          <Trans>Every application matching the filters ({matchingCount})</Trans>
        )}
      </label>
    </StyledTargets>
  );
}
