import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ScholarshipDetailQuery } from '@/__generated__/graphql';
import { APPLY_LABELS } from '@/modules/scholarships/utils/apply-messages';
import styled from 'styled-components';
import { useCountryName } from '@/modules/i18n/hooks/useCountryName';
import { useTextLanguage } from '@/modules/i18n/hooks/useTextLanguage';
import { formatDate, formatDeadline } from '@/modules/i18n/utils/format-date';
import { ApplySection } from '@/modules/scholarships/components/ApplySection';
import { FaqAccordion } from '@/modules/scholarships/components/FaqAccordion';
import { ScholarshipPicture } from '@/modules/scholarships/components/ScholarshipPicture';
import { SaveScholarshipButton } from '@/modules/saved-scholarships/components/SaveScholarshipButton';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledChip } from '@/modules/ui/components/Chip';
import { MoneyAmount } from '@/modules/ui/components/MoneyAmount';
import { SafeHtml } from '@/modules/ui/components/SafeHtml';

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block: ${({ theme }) => theme.spacing(1, 2)};
`;

// A sentence rather than a status: it wraps on a phone instead of running off the screen.
const StyledDeadlineChip = styled(StyledChip)`
  white-space: normal;
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const StyledPicture = styled(ScholarshipPicture)`
  /* Its place is kept before the picture arrives: nothing below it moves. */
  aspect-ratio: 16 / 9;
  max-block-size: 420px;
  border-radius: ${({ theme }) => theme.radii.large};
`;

/** The picture spans the content column, 1120 px at most. */
const DETAIL_PICTURE_SIZES = '(max-width: 1120px) 100vw, 1120px';

const StyledVideo = styled.iframe`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.large};
`;

const StyledSaveRow = styled.div`
  margin-block-start: ${({ theme }) => theme.spacing(1.5)};
  /* Staff do not save: no button, no gap. */
  &:empty {
    display: none;
  }
`;

const StyledSection = styled.section`
  margin-block: ${({ theme }) => theme.spacing(3)};
`;

type DetailedScholarship = NonNullable<ScholarshipDetailQuery['scholarship']>;

export interface ScholarshipDetailProps {
  scholarship: DetailedScholarship;
  /** Above the title: the way back. */
  backLink: ReactNode;
  /** /postuler/{id}: the page with the apply dialog open. */
  openApplyDialog?: boolean;
  /**
   * Staff's preview (modules/staff/scholarships): the page as a student sees it, with an Apply
   * button that does nothing and no save button.
   */
  preview?: boolean;
}

/** Everything about one scholarship, as a student reads it: the detail page and the staff's preview. */
export function ScholarshipDetail({ scholarship, backLink, openApplyDialog = false, preview = false }: ScholarshipDetailProps) {
  const { t, i18n } = useLingui();
  const countryName = useCountryName();
  const textLanguage = useTextLanguage();
  const closed = scholarship.deadlinePassed;
  const deadline = formatDeadline(i18n, scholarship.deadline, 'long');
  const startDate = formatDate(i18n, scholarship.startDate, 'long');
  return (
    <article aria-labelledby="scholarship-title">
      {backLink}
      <h1 id="scholarship-title" {...textLanguage(scholarship.textLanguages.title)}>
        {scholarship.title}
      </h1>
      <StyledChips>
        <StyledChip $severity="neutral">{countryName(scholarship.country)}</StyledChip>
        <StyledChip $severity="neutral" dir="auto">
          {scholarship.university}
        </StyledChip>
        <StyledDeadlineChip $severity={closed ? 'error' : 'info'}>
          {closed ? (
            <Trans>Deadline passed: {deadline}</Trans>
          ) : (
            <Trans>Deadline: {deadline}</Trans>
          )}
        </StyledDeadlineChip>
      </StyledChips>
      <StyledPicture
        imageUrl={scholarship.imageUrl}
        picture={scholarship.picture}
        sizes={DETAIL_PICTURE_SIZES}
        priority
      />
      <p>
        <Trans>Start date: {startDate}</Trans>
      </p>
      <p>
        {scholarship.applicationFee ? (
          <Trans>
            Application fee: <MoneyAmount money={scholarship.applicationFee} />
          </Trans>
        ) : (
          <Trans>Applying is free.</Trans>
        )}
      </p>
      {preview ? (
        <StyledButton type="button" disabled>
          {i18n._(APPLY_LABELS.APPLY_NOW)}
        </StyledButton>
      ) : (
        <>
          <ApplySection
            key={scholarship.id}
            scholarshipId={scholarship.id}
            deadlinePassed={closed}
            myApplication={scholarship.myApplication}
            openOnArrival={openApplyDialog}
            hasApplicationFee={Boolean(scholarship.applicationFee)}
          />
          <StyledSaveRow>
            <SaveScholarshipButton scholarshipId={scholarship.id} isSaved={scholarship.isSaved} variant="labelled" />
          </StyledSaveRow>
        </>
      )}
      <StyledSection>
        <p {...textLanguage(scholarship.textLanguages.description)}>{scholarship.description}</p>
        <SafeHtml html={scholarship.longDescription} {...textLanguage(scholarship.textLanguages.longDescription)} />
      </StyledSection>
      {scholarship.video ? (
        <StyledSection>
          <h2>
            <Trans>Presentation video</Trans>
          </h2>
          <StyledVideo
            src={scholarship.video.embedUrl}
            title={t`Presentation video`}
            allow="accelerometer; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
            // The players need their own scripts and origin; popups let "watch on YouTube" open a tab.
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            // YouTube refuses to play without knowing which site embeds it: our origin, never the path.
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </StyledSection>
      ) : null}
      <FaqAccordion entries={scholarship.faq} textLanguage={textLanguage(scholarship.textLanguages.faq)} />
    </article>
  );
}
