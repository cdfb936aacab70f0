import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { getFragmentData, type FragmentType } from '@/__generated__';
import { useCountryName } from '@/modules/i18n/hooks/useCountryName';
import { useTextLanguage } from '@/modules/i18n/hooks/useTextLanguage';
import { formatDate, formatDeadline } from '@/modules/i18n/utils/format-date';
import { SCHOLARSHIP_CARD_FIELDS } from '@/modules/scholarships/graphql/ScholarshipCardFields';
import { descriptionPreview } from '@/modules/scholarships/utils/description-preview';
import { StyledCardBody, StyledCardShell } from '@/modules/scholarships/components/ScholarshipCard.styles';
import { ScholarshipPicture } from '@/modules/scholarships/components/ScholarshipPicture';
import { SaveScholarshipButton } from '@/modules/saved-scholarships/components/SaveScholarshipButton';
import { StyledChip } from '@/modules/ui/components/Chip';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';
import { below } from '@/modules/theme/theme';

const StyledCard = styled(StyledCardShell).attrs({ as: Link })<{ $closed: boolean }>`
  color: inherit;
  text-decoration: none;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  /* Closed: the picture goes grey, the words stay readable (WCAG AA). */
  ${({ $closed }) =>
    $closed &&
    css`
      img {
        filter: grayscale(1);
        opacity: 0.6;
      }
    `}
`;

// The save button sits over the picture's corner, beside the card's link rather than inside it
// (a button within a link is not allowed).
const StyledFrame = styled.div`
  position: relative;
  block-size: 100%;
`;

const StyledSaveSlot = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.spacing(1)};
  inset-inline-end: ${({ theme }) => theme.spacing(1)};
`;

// Every card's picture in the same 16:9 frame, whatever its own shape, so the grid lines up.
const StyledPicture = styled(ScholarshipPicture)`
  aspect-ratio: 16 / 9;
`;

/** One column on phones, two on tablets, then cards about 360 px wide in the 1120 px content. */
const CARD_PICTURE_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 360px';

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

// On a phone each term stands above its value: beside it, a deadline with its time zone read a
// word or two a line (docs/product-rules.md).
const StyledDates = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(0.5, 1)};
  margin: auto 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  dd {
    margin: 0;
  }
  ${below('small')} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    dt {
      color: ${({ theme }) => theme.colors.textMuted};
    }
    dd:not(:last-child) {
      margin-block-end: ${({ theme }) => theme.spacing(0.5)};
    }
  }
`;

export interface ScholarshipCardProps {
  scholarship: FragmentType<typeof SCHOLARSHIP_CARD_FIELDS>;
  /** Its place in the list: the first cards are in the first screen, the very first maybe its largest paint. */
  position?: number;
}

/** Cards whose picture is fetched at once rather than when scrolled near (a desktop's first row). */
const EAGER_CARDS = 3;

/**
 * A list card with its save button; past its deadline (as the server judges it) its picture is greyed
 * and it says so, and it opens read-only.
 */
export function ScholarshipCard(props: ScholarshipCardProps) {
  const { i18n } = useLingui();
  const countryName = useCountryName();
  const textLanguage = useTextLanguage();
  const scholarship = getFragmentData(SCHOLARSHIP_CARD_FIELDS, props.scholarship);
  const closed = scholarship.deadlinePassed;
  const content = (
    <>
      <StyledPicture
        imageUrl={scholarship.imageUrl}
        picture={scholarship.picture}
        sizes={CARD_PICTURE_SIZES}
        priority={props.position === 0}
        eager={props.position !== undefined && props.position < EAGER_CARDS}
      />
      <StyledCardBody>
        <StyledTitle {...textLanguage(scholarship.textLanguages.title)}>{scholarship.title}</StyledTitle>
        <StyledMeta>
          {countryName(scholarship.country)} · <bdi>{scholarship.university}</bdi>
        </StyledMeta>
        <p {...textLanguage(scholarship.textLanguages.description)}>{descriptionPreview(scholarship.description)}</p>
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
          <dt>
            <Trans>Application fee</Trans>
          </dt>
          <dd>
            {scholarship.applicationFee ? (
              <MoneyAmount money={scholarship.applicationFee} />
            ) : (
              <Trans context="application fee">Free</Trans>
            )}
          </dd>
        </StyledDates>
      </StyledCardBody>
    </>
  );
  return (
    <StyledFrame>
      <StyledCard $closed={closed} to={`/bourses/${scholarship.id}`}>
        {content}
      </StyledCard>
      <StyledSaveSlot>
        <SaveScholarshipButton scholarshipId={scholarship.id} isSaved={scholarship.isSaved} variant="icon" />
      </StyledSaveSlot>
    </StyledFrame>
  );
}
