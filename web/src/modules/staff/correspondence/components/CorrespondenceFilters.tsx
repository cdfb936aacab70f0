import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { StyledCheckboxLabel } from '@/modules/ui/components/CheckboxLabel';

// Lined up with the selects beside it, whose labels sit above their controls.
const StyledFlag = styled(StyledCheckboxLabel)`
  align-self: flex-end;
  padding-block: ${({ theme }) => theme.spacing(1.25)};
`;

export interface CorrespondenceFiltersProps {
  unreadFromStudents: boolean;
  onUnreadChange: (value: boolean) => void;
  /** Open correction requests past their due date (the lists that have correction requests). */
  overdueCorrections?: { value: boolean; onChange: (value: boolean) => void };
}

/** The staff lists' "unread from students" and "overdue corrections" filters. */
export function CorrespondenceFilters({
  unreadFromStudents,
  onUnreadChange,
  overdueCorrections,
}: CorrespondenceFiltersProps) {
  const { t } = useLingui();
  return (
    <>
      <StyledFlag>
        <input
          type="checkbox"
          checked={unreadFromStudents}
          onChange={(event) => onUnreadChange(event.target.checked)}
        />
        <span>{t`Unread from students`}</span>
      </StyledFlag>
      {overdueCorrections ? (
        <StyledFlag>
          <input
            type="checkbox"
            checked={overdueCorrections.value}
            onChange={(event) => overdueCorrections.onChange(event.target.checked)}
          />
          <span>{t`Overdue corrections`}</span>
        </StyledFlag>
      ) : null}
    </>
  );
}
