import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSetDeadlineReminders } from '@/modules/profile/hooks/useSetDeadlineReminders';
import { StyledCheckboxLabel } from '@/modules/ui/components/CheckboxLabel';

const StyledFieldset = styled.fieldset`
  margin-block: ${({ theme }) => theme.spacing(3, 0)};
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  legend {
    padding-inline: ${({ theme }) => theme.spacing(0.5)};
    font-weight: 600;
  }
`;

export interface DeadlineRemindersSettingProps {
  /** As the server has it. */
  enabled: boolean;
  /** The other notification settings, under this one (the mails about new messages). */
  children?: ReactNode;
}

/** The profile's notification setting: reminders before the deadlines of saved scholarships. */
export function DeadlineRemindersSetting({ enabled, children }: DeadlineRemindersSettingProps) {
  const { setReminders, saving } = useSetDeadlineReminders();
  return (
    <StyledFieldset>
      <legend>
        <Trans>Notifications</Trans>
      </legend>
      <StyledCheckboxLabel>
        <input
          type="checkbox"
          checked={enabled}
          disabled={saving}
          onChange={(event) => void setReminders(event.target.checked)}
        />
        <Trans>E-mail me 7 days and 1 day before the deadline of a saved scholarship I have not applied to</Trans>
      </StyledCheckboxLabel>
      {children}
    </StyledFieldset>
  );
}
