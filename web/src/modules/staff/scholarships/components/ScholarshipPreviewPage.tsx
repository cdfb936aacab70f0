import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isLanguage, type Language } from '@bourses/common/languages';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { toGraphQLLanguage } from '@/modules/i18n/utils/graphql-language';
import { LANGUAGE_OPTIONS } from '@/modules/i18n/utils/languages';
import { NotFoundPage } from '@/modules/layout/components/NotFoundPage';
import { ScholarshipDetail } from '@/modules/scholarships/components/ScholarshipDetail';
import { SCHOLARSHIP_DETAIL } from '@/modules/scholarships/graphql/ScholarshipDetail';
import { ScholarshipPreviewFrame } from '@/modules/staff/scholarships/components/ScholarshipPreviewFrame';
import { ScholarshipStatusChip } from '@/modules/staff/scholarships/components/ScholarshipStatusChip';
import { useFailureMessage } from '@/modules/api/hooks/useFailureMessage';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { Spinner } from '@/modules/ui/components/Spinner';

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  margin-block-end: ${({ theme }) => theme.spacing(2)};
`;

const StyledLanguages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/**
 * /admin/scholarships/{id}/preview?language=ar: the student's detail page (the same component) for a
 * scholarship of any status, in the language chosen, clearly marked and without a working Apply.
 */
export function ScholarshipPreviewPage() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // Not `lang`, which names the console's own language in any address (docs/architecture.md).
  const asked = params.get('language');
  const language: Language = isLanguage(asked) ? asked : 'fr';
  const { data, loading, error } = useQuery(SCHOLARSHIP_DETAIL, {
    variables: { id, language: toGraphQLLanguage(language) },
    fetchPolicy: 'cache-and-network',
  });

  if (loading && !data) return <Spinner />;
  if (error) {
    return <Alert severity="error">{failureMessage(error, t(SHARED_MESSAGES.scholarshipLoadFailed))}</Alert>;
  }
  const scholarship = data?.scholarship;
  if (!scholarship) return <NotFoundPage />;

  return (
    <section aria-label={t`Preview as a student`}>
      <StyledBanner role="note">
        <strong>
          <Trans>Preview</Trans>
        </strong>
        <ScholarshipStatusChip status={scholarship.status} />
        <span>
          <Trans>This is the page as a student sees it. Apply does nothing here.</Trans>
        </span>
        <StyledLanguages aria-label={t`Language of the preview`}>
          {LANGUAGE_OPTIONS.map((option) => (
            <StyledButton
              key={option.code}
              as={Link}
              $variant={option.code === language ? 'primary' : 'secondary'}
              to={`?language=${option.code}`}
              lang={option.code}
              aria-current={option.code === language ? 'page' : undefined}
            >
              {option.label}
            </StyledButton>
          ))}
        </StyledLanguages>
        <Link to={`/admin/scholarships/${id}`}>{t`Back to the scholarship`}</Link>
      </StyledBanner>
      <Suspense fallback={<Spinner />}>
        <ScholarshipPreviewFrame language={language}>
          <ScholarshipDetail
            scholarship={{ ...scholarship, myApplication: null, isSaved: null }}
            backLink={null}
            preview
          />
        </ScholarshipPreviewFrame>
      </Suspense>
    </section>
  );
}
