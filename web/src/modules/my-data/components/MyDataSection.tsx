import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@/modules/auth/hooks/useSession';
import { DeleteAccountDialog } from '@/modules/my-data/components/DeleteAccountDialog';
import { MY_DATA_EXPORT } from '@/modules/my-data/graphql/MyDataExport';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

const StyledSection = styled.section`
  margin-block-start: ${({ theme }) => theme.spacing(4)};
  padding-block-start: ${({ theme }) => theme.spacing(3)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin-block: 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledDanger = styled(StyledButton)`
  --accent: ${({ theme }) => theme.colors.error};
`;

/**
 * "My data" (law 09-08): download everything the platform holds about oneself, and, for students,
 * delete the account. Staff accounts are closed by an administrator, so they see the download only.
 */
export function MyDataSection() {
  const session = useSession();
  const { data } = useQuery(MY_DATA_EXPORT);
  const download = useProtectedDownload();
  const [deleting, setDeleting] = useState(false);
  const exportUrl = data?.me?.dataExportUrl;
  const student = session.status === 'signedIn' && session.role === 'CLIENT';

  return (
    <StyledSection aria-labelledby="my-data-title">
      <h2 id="my-data-title">
        <Trans>My data</Trans>
      </h2>
      <p>
        <Trans>
          Download everything we hold about you: your profile, your applications and their history, and your
          documents, in one zip file.
        </Trans>{' '}
        <Link to="/privacy-policy">
          <Trans>How we handle your data</Trans>
        </Link>
      </p>
      {download.error ? <Alert severity="error">{download.error}</Alert> : null}
      <StyledActions>
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={!exportUrl || download.busy}
          onClick={() => void (exportUrl && download.save(exportUrl, 'bourses-data.zip'))}
        >
          {download.busy ? <Trans>Preparing your data…</Trans> : <Trans>Download my data</Trans>}
        </StyledButton>
        {student ? (
          <StyledDanger type="button" $variant="secondary" onClick={() => setDeleting(true)}>
            <Trans>Delete my account</Trans>
          </StyledDanger>
        ) : null}
      </StyledActions>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </StyledSection>
  );
}
