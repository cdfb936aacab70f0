import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ArrivalState } from '@/modules/api/hooks/useMutationOnArrival';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledPage = styled.section`
  max-inline-size: 560px;
  margin: ${({ theme }) => theme.spacing(6)} auto;
  text-align: center;
`;

export interface MailLinkPageProps {
  title: ReactNode;
  /** Said while the link's action runs. */
  pendingText: ReactNode;
  state: ArrivalState;
  /** Said under the server's message once the action is done. */
  successNote?: ReactNode;
  /** Where "Continue" leads: the landing page unless the mail's next step is elsewhere. */
  continueTo?: string;
}

/** Where a mail's one-click link lands: what it is doing, then the outcome and the way on. */
export function MailLinkPage({ title, pendingText, state, successNote, continueTo = '/' }: MailLinkPageProps) {
  const titleId = useId();
  return (
    <StyledPage aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {state.status === 'pending' ? (
        <>
          <Spinner />
          <p>{pendingText}</p>
        </>
      ) : (
        <>
          <Alert severity={state.status}>{state.message}</Alert>
          {state.status === 'success' ? successNote : null}
          <StyledButton as={Link} to={continueTo}>
            <Trans>Continue</Trans>
          </StyledButton>
        </>
      )}
    </StyledPage>
  );
}
