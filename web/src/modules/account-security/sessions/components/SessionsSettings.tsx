import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { SessionItem } from '@/modules/account-security/sessions/components/SessionItem';
import {
  useEndSessions,
  type EndSessionsOutcome,
} from '@/modules/account-security/sessions/hooks/useEndSessions';
import { useMySessions } from '@/modules/account-security/sessions/hooks/useMySessions';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';
import { StyledSection, StyledList } from '@/modules/account-security/components/SecuritySection.styles';

const StyledEndOthers = styled(StyledButton)`
  justify-self: start;
`;

/** The profile's "Sessions": where the account is signed in, this device first; signing out one or every other. */
export function SessionsSettings() {
  const { sessions, loading, error } = useMySessions();
  const { endSession, endOtherSessions, ending } = useEndSessions();
  const [notice, setNotice] = useState<EndSessionsOutcome | null>(null);
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  const show = async (ended: Promise<EndSessionsOutcome>) => {
    setNotice(null);
    setNotice(await ended);
  };

  return (
    <StyledSection aria-labelledby="sessions-title">
      <h2 id="sessions-title">
        <Trans>Sessions</Trans>
      </h2>
      <p>
        <Trans>
          Where your account is signed in. Sign out any session you do not recognise, then change your
          password.
        </Trans>
      </p>
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {sessions ? (
        <StyledList>
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              ending={ending}
              onEnd={(id) => void show(endSession(id))}
            />
          ))}
        </StyledList>
      ) : null}
      {notice ? <Alert severity={notice.ok ? 'success' : 'error'}>{notice.message}</Alert> : null}
      {others > 0 ? (
        <StyledEndOthers
          type="button"
          $variant="secondary"
          disabled={ending}
          onClick={() => void show(endOtherSessions())}
        >
          <Trans>Sign out all other sessions</Trans>
        </StyledEndOthers>
      ) : null}
    </StyledSection>
  );
}
