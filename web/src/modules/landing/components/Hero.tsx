import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '@/modules/ui/components/Button';
import { below } from '@/modules/theme/theme';
import { useHydrated } from '@/modules/ui/hooks/useHydrated';

const StyledHero = styled.section`
  padding: ${({ theme }) => theme.spacing(12, 2)};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.hero}, var(--accent));
  color: ${({ theme }) => theme.colors.onAccent};
  text-align: center;
  scroll-margin-block-start: ${({ theme }) => theme.sizes.header};
  ${below('small')} {
    padding-block: ${({ theme }) => theme.spacing(8)};
  }
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.hero};
  margin-block: 0 ${({ theme }) => theme.spacing(2)};
`;

const StyledLead = styled.p`
  max-inline-size: 640px;
  margin: 0 auto ${({ theme }) => theme.spacing(4)};
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** An outline on the hero's colours, beside the filled Get started. */
const StyledBrowseLink = styled(StyledButton)`
  border-color: currentColor;
  background: transparent;
  color: inherit;
`;

export interface HeroProps {
  onRegister: () => void;
}

export function Hero({ onRegister }: HeroProps) {
  const hydrated = useHydrated();
  return (
    <StyledHero id="home">
      <StyledTitle>
        <Trans>Your scholarship, from Morocco to the world</Trans>
      </StyledTitle>
      <StyledLead>
        <Trans>Discover scholarships, apply online and follow your applications in one place.</Trans>
      </StyledLead>
      <StyledActions>
        <StyledButton type="button" $variant="secondary" disabled={!hydrated} onClick={onRegister}>
          <Trans>Get started</Trans>
        </StyledButton>
        {/* The catalogue is public: a visitor looks before registering (a link, so it works before the script runs). */}
        <StyledBrowseLink as={Link} to="/bourses">
          <Trans>Browse Scholarships</Trans>
        </StyledBrowseLink>
      </StyledActions>
    </StyledHero>
  );
}
