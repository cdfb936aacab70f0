import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { StyledCard, StyledGrid, StyledSection, StyledSectionTitle } from '@/modules/landing/components/LandingSections.styles';
import { TESTIMONIALS } from '@/modules/landing/utils/landing-content';

/** Without the browser's 40 px side margins, which squeezed each quote into a narrow column. */
const StyledQuote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

// A figure, with its caption: the card's own element (attrs) wins over an `as` given where it is used.
const StyledQuoteCard = styled(StyledCard).attrs({ as: 'figure' })``;

const StyledName = styled.figcaption`
  font-weight: 600;
`;

export function Testimonials() {
  const { i18n } = useLingui();
  return (
    <StyledSection id="testimonials" aria-labelledby="testimonials-title">
      <StyledSectionTitle id="testimonials-title">
        <Trans>What our students say</Trans>
      </StyledSectionTitle>
      <StyledGrid>
        {TESTIMONIALS.map((testimonial) => (
          <StyledQuoteCard key={testimonial.name.id}>
            <StyledQuote>{i18n._(testimonial.quote)}</StyledQuote>
            <StyledName>— {i18n._(testimonial.name)}</StyledName>
          </StyledQuoteCard>
        ))}
      </StyledGrid>
    </StyledSection>
  );
}
