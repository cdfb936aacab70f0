import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { getFragmentData, type FragmentType } from '@/__generated__';
import { formatDate, formatDeadline } from '@/modules/i18n/utils/format-date';
import { SCHOLARSHIP_CARD_FIELDS } from '@/modules/scholarships/graphql/ScholarshipCardFields';
import { descriptionPreview } from '@/modules/scholarships/utils/description-preview';
import { StyledChip } from '@/modules/ui/components/Chip';

const cardStyle = css<{ $closed: boolean }>`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: inherit;
  text-decoration: none;
  ${({ $closed, theme }) =>
    $closed &&
    css`
      filter: grayscale(1);
      opacity: 0.6;
      color: ${theme.colors.disabled};
    `}
`;

const StyledLinkCard = styled(Link)<{ $closed: boolean }>`
  ${cardStyle}
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const StyledClosedCard = styled.div<{ $closed: boolean }>`
  ${cardStyle}
  cursor: not-allowed;
`;

const StyledImage = styled.img`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  flex: 1;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledDates = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing(0.5, 1)};
  margin: auto 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  dd {
    margin: 0;
  }
`;

export interface ScholarshipCardProps {
  scholarship: FragmentType<typeof SCHOLARSHIP_CARD_FIELDS>;
}

/** A list card; past its deadline (as the server judges it) it is greyed out, says so and does not open. */
export function ScholarshipCard(props: ScholarshipCardProps) {
  const { i18n } = useLingui();
  const scholarship = getFragmentData(SCHOLARSHIP_CARD_FIELDS, props.scholarship);
  const closed = scholarship.deadlinePassed;
  const content = (
    <>
      <StyledImage src={scholarship.imageUrl} alt="" loading="lazy" />
      <StyledBody>
        <StyledTitle dir="auto">{scholarship.title}</StyledTitle>
        <StyledMeta dir="auto">
          {scholarship.country} · {scholarship.university}
        </StyledMeta>
        <p dir="auto">{descriptionPreview(scholarship.description)}</p>
        {closed ? (
          <StyledChip $severity="neutral">
            <Trans>Deadline Passed</Trans>
          </StyledChip>
        ) : null}
        <StyledDates>
          <dt>
            <Trans>Start date</Trans>
          </dt>
          <dd>{formatDate(i18n, scholarship.startDate, 'short')}</dd>
          <dt>
            <Trans>Deadline</Trans>
          </dt>
          <dd>{formatDeadline(i18n, scholarship.deadline, 'short')}</dd>
        </StyledDates>
      </StyledBody>
    </>
  );
  return closed ? (
    <StyledClosedCard $closed aria-disabled="true">
      {content}
    </StyledClosedCard>
  ) : (
    <StyledLinkCard $closed={false} to={`/bourses/${scholarship.id}`}>
      {content}
    </StyledLinkCard>
  );
}
