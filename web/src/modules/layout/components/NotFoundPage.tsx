import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@/modules/auth/hooks/useSession';
import { DEFAULT_SIGNED_IN_PATH, HOME_PATH } from '@/modules/auth/utils/route-guards';
import { StyledButton } from '@/modules/ui/components/Button';

const StyledPage = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.spacing(8, 2)};
`;

const StyledCode = styled.p`
  font-size: 4rem;
  font-weight: 800;
  margin: 0;
  color: var(--accent);
`;

export function NotFoundPage() {
  const session = useSession();
  const home = session.status === 'signedIn' ? DEFAULT_SIGNED_IN_PATH : HOME_PATH;
  return (
    <StyledPage>
      <StyledCode aria-hidden="true">404</StyledCode>
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist or has been moved.</Trans>
      </p>
      <StyledButton as={Link} to={home}>
        <Trans>Back to Home</Trans>
      </StyledButton>
    </StyledPage>
  );
}
