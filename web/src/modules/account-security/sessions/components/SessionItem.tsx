import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { SessionFieldsFragment } from '@/modules/account-security/__generated__/graphql';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledChip } from '@/modules/ui/components/Chip';
import { StyledItem } from '@/modules/account-security/components/SecuritySection.styles';

const StyledDevice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledDetails = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export interface SessionItemProps {
  session: SessionFieldsFragment;
  ending: boolean;
  onEnd: (id: string) => void;
}

/** One session of the profile's list: the browser and system, where and when it signed in, its last use; ending it. */
export function SessionItem({ session, ending, onEnd }: SessionItemProps) {
  const { t, i18n } = useLingui();
  const browser = session.browser ?? t`Unknown browser`;
  const system = session.system ?? t`unknown system`;
  const device = t({ message: `${browser} on ${system}`, comment: 'A session: Chrome 131 on Windows 10' });
  const signedIn = formatDate(i18n, session.signedInAt, 'long');
  const lastUsed = formatDate(i18n, session.lastUsedAt, 'long');
  const address = session.address;

  return (
    <StyledItem data-testid="session">
      <div>
        <StyledDevice>
          <strong>{device}</strong>
          {session.current ? (
            <StyledChip $severity="success">
              <Trans comment="The session of the browser showing the list">This device</Trans>
            </StyledChip>
          ) : null}
        </StyledDevice>
        <StyledDetails>
          {address ? (
            <Trans>
              Signed in on {signedIn} from <bdi dir="ltr">{address}</bdi>, last used on {lastUsed}
            </Trans>
          ) : (
            <Trans>
              Signed in on {signedIn}, last used on {lastUsed}
            </Trans>
          )}
        </StyledDetails>
      </div>
      {session.current ? null : (
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={ending}
          aria-label={t`Sign out ${device}`}
          onClick={() => onEnd(session.id)}
        >
          <Trans context="Ends one session">Sign out</Trans>
        </StyledButton>
      )}
    </StyledItem>
  );
}
