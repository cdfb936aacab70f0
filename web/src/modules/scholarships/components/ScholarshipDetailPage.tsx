import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { ScholarshipDetail } from '@/modules/scholarships/components/ScholarshipDetail';
import { ScholarshipDetailSkeleton } from '@/modules/scholarships/components/ScholarshipDetailSkeleton';
import { useScholarshipDetail } from '@/modules/scholarships/hooks/useScholarshipDetail';
import { BackArrow } from '@/modules/ui/components/BackArrow';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

export interface ScholarshipDetailPageProps {
  /** /postuler/{id}: the same page with the apply dialog open. */
  openApplyDialog?: boolean;
}

/** /bourses/{id}: everything about one scholarship, and the apply button. */
export function ScholarshipDetailPage({ openApplyDialog = false }: ScholarshipDetailPageProps) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { scholarship, loading, notFound, error } = useScholarshipDetail(id);
  const backButton = (
    <StyledButton as={Link} to="/bourses" $variant="text">
      <BackArrow /> <Trans>Back to Scholarships</Trans>
    </StyledButton>
  );

  if (loading) return <ScholarshipDetailSkeleton />;
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

  return <ScholarshipDetail scholarship={scholarship} backLink={backButton} openApplyDialog={openApplyDialog} />;
}
