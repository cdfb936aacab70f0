import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { StyledCard, StyledGrid, StyledSection, StyledSectionTitle } from '@/modules/landing/components/LandingSections.styles';
import { FEATURE_CARDS } from '@/modules/landing/utils/landing-content';

const StyledIcon = styled.span`
  color: var(--accent);
`;

export function Features() {
  const { i18n } = useLingui();
  return (
    <StyledSection id="features" aria-labelledby="features-title">
      <StyledSectionTitle id="features-title">
        <Trans>Why choose us</Trans>
      </StyledSectionTitle>
      <StyledGrid>
        {FEATURE_CARDS.map((card) => (
          <StyledCard key={card.title.id}>
            <StyledIcon>
              <card.icon aria-hidden size={32} />
            </StyledIcon>
            <h3>{i18n._(card.title)}</h3>
            <p>{i18n._(card.text)}</p>
          </StyledCard>
        ))}
      </StyledGrid>
    </StyledSection>
  );
}
