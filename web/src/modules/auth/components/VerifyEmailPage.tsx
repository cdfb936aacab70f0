import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useVerifyEmail } from '@/modules/auth/hooks/useVerifyEmail';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledPage = styled.section`
  max-inline-size: 560px;
  margin: ${({ theme }) => theme.spacing(6)} auto;
  text-align: center;
`;

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const state = useVerifyEmail(params.get('token'));
  return (
    <StyledPage>
      <h1>
        <Trans>Email verification</Trans>
      </h1>
      {state.status === 'pending' ? (
        <>
          <Spinner />
          <p>
            <Trans>Verifying your email...</Trans>
          </p>
        </>
      ) : (
        <>
          <Alert severity={state.status === 'success' ? 'success' : 'error'}>{state.message}</Alert>
          <StyledButton as={Link} to="/">
            <Trans>Continue</Trans>
          </StyledButton>
        </>
      )}
    </StyledPage>
  );
}
