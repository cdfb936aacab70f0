import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useUnsubscribeFromReminders } from '@/modules/saved-scholarships/hooks/useUnsubscribeFromReminders';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledPage = styled.section`
  max-inline-size: 560px;
  margin: ${({ theme }) => theme.spacing(6)} auto;
  text-align: center;
`;

/** /unsubscribe?token=…: a reminder mail's one-click link; says it is done in the page's language. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const state = useUnsubscribeFromReminders(params.get('token'));
  return (
    <StyledPage aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">
        <Trans>Deadline reminders</Trans>
      </h1>
      {state.status === 'pending' ? (
        <>
          <Spinner />
          <p>
            <Trans>Turning reminders off...</Trans>
          </p>
        </>
      ) : (
        <>
          <Alert severity={state.status === 'success' ? 'success' : 'error'}>{state.message}</Alert>
          {state.status === 'success' ? (
            <p>
              <Trans>
                You can turn reminders back on at any time in <Link to="/profile">your profile</Link>.
              </Trans>
            </p>
          ) : null}
          <StyledButton as={Link} to="/">
            <Trans>Continue</Trans>
          </StyledButton>
        </>
      )}
    </StyledPage>
  );
}
