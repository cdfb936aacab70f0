import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { STATS } from '@/modules/landing/utils/landing-content';
import { below } from '@/modules/theme/theme';

const StyledBanner = styled.section`
  background: var(--accent);
  color: ${({ theme }) => theme.colors.onAccent};
  padding: ${({ theme }) => theme.spacing(6, 2)};
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing(3)};
  max-inline-size: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;
  text-align: center;
  ${below('small')} {
    grid-template-columns: 1fr;
  }
`;

const StyledValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.hero};
  font-weight: 800;
`;

const StyledStat = styled.div`
  display: flex;
  flex-direction: column-reverse;
`;

export function StatsBanner() {
  const { t, i18n } = useLingui();
  return (
    <StyledBanner aria-label={t`Our results`}>
      <StyledList>
        {STATS.map((stat) => (
          <StyledStat key={stat.value}>
            <dt>{i18n._(stat.label)}</dt>
            <StyledValue>
              <bdi dir="ltr">{stat.value}</bdi>
            </StyledValue>
          </StyledStat>
        ))}
      </StyledList>
    </StyledBanner>
  );
}
