import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { StyledActions, StyledStack } from '@/modules/account-security/second-factors/components/SecondFactors.styles';
import { useCopyToClipboard } from '@/modules/payments/hooks/useCopyToClipboard';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledCheckboxLabel } from '@/modules/ui/components/CheckboxLabel';

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, max-content);
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(0.5, 4)};
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.large};
  list-style-position: inside;
`;

const StyledCopyState = styled.span<{ $failed: boolean }>`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.error : theme.colors.success)};
`;

export interface RecoveryCodesPanelProps {
  codes: string[];
  /** Called once the user says they saved the codes. */
  onDone: () => void;
}

/** The recovery codes, shown once: copied or downloaded, and saved before going on. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const { t } = useLingui();
  const { copy, state } = useCopyToClipboard();
  const [saved, setSaved] = useState(false);
  const text = `${codes.join('\n')}\n`;

  return (
    <StyledStack>
      <Alert severity="warning">
        <Trans>
          Save these recovery codes now: they will not be shown again. Each one opens your account once if you lose
          your phone or your passkey.
        </Trans>
      </Alert>
      <StyledCodes dir="ltr" aria-label={t`Recovery codes`} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </StyledCodes>
      <StyledActions>
        <StyledButton type="button" $variant="secondary" onClick={() => void copy(text)}>
          <Trans>Copy the codes</Trans>
        </StyledButton>
        <StyledButton
          as="a"
          $variant="secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          <Trans>Download the codes</Trans>
        </StyledButton>
        <StyledCopyState role="status" $failed={state === 'failed'}>
          {state === 'copied' ? (
            <Trans>Codes copied.</Trans>
          ) : state === 'failed' ? (
            <Trans>Could not copy: download the codes or write them down.</Trans>
          ) : null}
        </StyledCopyState>
      </StyledActions>
      <StyledCheckboxLabel>
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        <Trans>I have saved my recovery codes somewhere safe.</Trans>
      </StyledCheckboxLabel>
      <StyledButton type="button" disabled={!saved} onClick={onDone}>
        <Trans context="After saving the recovery codes">Continue</Trans>
      </StyledButton>
    </StyledStack>
  );
}
