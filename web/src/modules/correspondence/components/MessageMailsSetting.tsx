import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { CorrespondenceCatalogGate } from '@/modules/correspondence/components/CorrespondenceCatalogGate';
import { useSetMessageMails } from '@/modules/correspondence/hooks/useSetMessageMails';
import { StyledCheckboxLabel } from '@/modules/ui/components/CheckboxLabel';

const StyledSetting = styled(StyledCheckboxLabel)`
  margin-block-start: ${({ theme }) => theme.spacing(1.5)};
`;

export interface MessageMailsSettingProps {
  /** As the server has it. */
  enabled: boolean;
}

function MessageMailsCheckbox({ enabled }: MessageMailsSettingProps) {
  const { setMessageMails, saving } = useSetMessageMails();
  return (
    <StyledSetting>
      <input
        type="checkbox"
        checked={enabled}
        disabled={saving}
        onChange={(event) => void setMessageMails(event.target.checked)}
      />
      <Trans>E-mail me about new messages</Trans>
    </StyledSetting>
  );
}

/** The profile's second notification setting: a mail when the platform team writes (one per conversation every 15 minutes at most). */
export function MessageMailsSetting({ enabled }: MessageMailsSettingProps) {
  return (
    <CorrespondenceCatalogGate>
      <MessageMailsCheckbox enabled={enabled} />
    </CorrespondenceCatalogGate>
  );
}
