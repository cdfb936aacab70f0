import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '@/modules/ui/components/Button';
import { useHydrated } from '@/modules/ui/hooks/useHydrated';

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
  flex-wrap: wrap;
`;

export interface VisitorActionsProps {
  /** On the landing page the buttons open the dialog in place; elsewhere they lead to /login. */
  onLogin?: () => void;
  onRegister?: () => void;
}

export function VisitorActions({ onLogin, onRegister }: VisitorActionsProps) {
  const hydrated = useHydrated();
  return (
    <StyledActions>
      {onLogin ? (
        <StyledButton type="button" $variant="secondary" disabled={!hydrated} onClick={onLogin}>
          <Trans>Login</Trans>
        </StyledButton>
      ) : (
        <StyledButton as={Link} to="/login" $variant="secondary">
          <Trans>Login</Trans>
        </StyledButton>
      )}
      {onRegister ? (
        <StyledButton type="button" disabled={!hydrated} onClick={onRegister}>
          <Trans>Register</Trans>
        </StyledButton>
      ) : (
        <StyledButton as={Link} to="/login" state={{ mode: 'register' }}>
          <Trans>Register</Trans>
        </StyledButton>
      )}
    </StyledActions>
  );
}
