import { Trans, useLingui } from '@lingui/react/macro';
import { StyledCard, StyledGrid, StyledSection, StyledSectionTitle } from '@/modules/landing/components/LandingSections.styles';
import { TESTIMONIALS } from '@/modules/landing/utils/landing-content';

export function Testimonials() {
  const { i18n } = useLingui();
  return (
    <StyledSection id="testimonials" aria-labelledby="testimonials-title">
      <StyledSectionTitle id="testimonials-title">
        <Trans>What our students say</Trans>
      </StyledSectionTitle>
      <StyledGrid>
        {TESTIMONIALS.map((testimonial) => (
          <StyledCard key={testimonial.name} as="figure">
            <blockquote>{i18n._(testimonial.quote)}</blockquote>
            <figcaption>— {testimonial.name}</figcaption>
          </StyledCard>
        ))}
      </StyledGrid>
    </StyledSection>
  );
}
