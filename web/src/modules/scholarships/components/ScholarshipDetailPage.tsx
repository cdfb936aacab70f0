import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate, formatDeadline } from '@/modules/i18n/utils/format-date';
import { ApplySection } from '@/modules/scholarships/components/ApplySection';
import { FaqAccordion } from '@/modules/scholarships/components/FaqAccordion';
import { useScholarshipDetail } from '@/modules/scholarships/hooks/useScholarshipDetail';
import { BackArrow } from '@/modules/ui/components/BackArrow';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledChip } from '@/modules/ui/components/Chip';
import { SafeHtml } from '@/modules/ui/components/SafeHtml';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-block: ${({ theme }) => theme.spacing(1, 2)};
`;

const StyledImage = styled.img`
  inline-size: 100%;
  max-block-size: 420px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.large};
`;

const StyledVideo = styled.iframe`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.large};
`;

const StyledSection = styled.section`
  margin-block: ${({ theme }) => theme.spacing(3)};
`;

export interface ScholarshipDetailPageProps {
  /** /postuler/{id}: the same page with the apply dialog open. */
  openApplyDialog?: boolean;
}

/** /bourses/{id}: everything about one scholarship, and the apply button. */
export function ScholarshipDetailPage({ openApplyDialog = false }: ScholarshipDetailPageProps) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const { scholarship, loading, notFound, error } = useScholarshipDetail(id);
  const backButton = (
    <StyledButton as={Link} to="/bourses" $variant="text">
      <BackArrow /> <Trans>Back to Scholarships</Trans>
    </StyledButton>
  );

  if (loading) return <Spinner />;
  if (notFound) {
    return (
      <section>
        <h1>
          <Trans>Scholarship not found</Trans>
        </h1>
        {backButton}
      </section>
    );
  }
  if (error || !scholarship) {
    return (
      <section>
        <Alert severity="error">{error ?? t`Failed to fetch scholarship details`}</Alert>
        {backButton}
      </section>
    );
  }

  const closed = scholarship.deadlinePassed;
  const deadline = formatDeadline(i18n, scholarship.deadline, 'long');
  const startDate = formatDate(i18n, scholarship.startDate, 'long');
  return (
    <article aria-labelledby="scholarship-title">
      {backButton}
      <h1 id="scholarship-title" dir="auto">
        {scholarship.title}
      </h1>
      <StyledChips>
        <StyledChip $severity="neutral" dir="auto">
          {scholarship.country}
        </StyledChip>
        <StyledChip $severity="neutral" dir="auto">
          {scholarship.university}
        </StyledChip>
        <StyledChip $severity={closed ? 'error' : 'info'}>
          {closed ? (
            <Trans>Deadline passed: {deadline}</Trans>
          ) : (
            <Trans>Deadline: {deadline}</Trans>
          )}
        </StyledChip>
      </StyledChips>
      <StyledImage src={scholarship.imageUrl} alt="" />
      <p>
        <Trans>Start date: {startDate}</Trans>
      </p>
      <ApplySection
        key={scholarship.id}
        scholarshipId={scholarship.id}
        deadlinePassed={closed}
        myApplication={scholarship.myApplication}
        openOnArrival={openApplyDialog}
      />
      <StyledSection>
        <p dir="auto">{scholarship.description}</p>
        <SafeHtml html={scholarship.longDescription} />
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
      <FaqAccordion entries={scholarship.faq} />
    </article>
  );
}
