import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { StyledSection } from '@/modules/landing/components/LandingSections.styles';
import { StyledButton } from '@/modules/ui/components/Button';
import { useHydrated } from '@/modules/ui/hooks/useHydrated';
import { StyledSurface } from '@/modules/ui/components/Surface';

const StyledBox = styled(StyledSurface)`
  text-align: center;
  padding: ${({ theme }) => theme.spacing(5, 3)};
`;

export interface CallToActionProps {
  onRegister: () => void;
}

export function CallToAction({ onRegister }: CallToActionProps) {
  const hydrated = useHydrated();
  return (
    <StyledSection aria-labelledby="cta-title">
      <StyledBox>
        <h2 id="cta-title">
          <Trans>Ready to start your journey?</Trans>
        </h2>
        <p>
          <Trans>Create your account today and apply to your first scholarship.</Trans>
        </p>
        <StyledButton type="button" disabled={!hydrated} onClick={onRegister}>
          <Trans>Register now</Trans>
        </StyledButton>
      </StyledBox>
    </StyledSection>
  );
}
