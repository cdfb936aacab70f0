import { Select, Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { getFragmentData, type FragmentType } from '@/modules/staff/__generated__';
import { STAFF_DOCUMENT_FIELDS } from '@/modules/staff/documents/graphql/StaffDocumentFields';
import { DOCUMENT_DOWNLOAD_LABELS, DOCUMENT_KIND_NAMES } from '@/modules/staff/documents/utils/document-labels';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledChip } from '@/modules/ui/components/Chip';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(1, 2)};
    padding-block: ${({ theme }) => theme.spacing(1)};
  }
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
  }
`;

export interface StaffDocumentListProps {
  documents: readonly FragmentType<typeof STAFF_DOCUMENT_FIELDS>[];
  /** The list's accessible name. */
  label: string;
}

/**
 * Official documents (docs/documents.md) as staff see them: what each is, when it was issued, in which
 * language, its verification code and its PDF, fetched with the session's token (the api audits it).
 */
export function StaffDocumentList({ documents, label }: StaffDocumentListProps) {
  const { t, i18n } = useLingui();
  const download = useProtectedDownload();
  return (
    <>
      <StyledList aria-label={label}>
        {documents.map((masked) => {
          const document = getFragmentData(STAFF_DOCUMENT_FIELDS, masked);
          const issuedOn = formatDate(i18n, document.issuedAt, 'long');
          const code = document.verificationCode;
          const language = document.language;
          return (
            <li key={document.id}>
              <div>
                <p>
                  <strong>{i18n._(DOCUMENT_KIND_NAMES[document.kind])}</strong>{' '}
                  {document.supersededBy ? (
                    <StyledChip $severity="warning">{t`Replaced by a later letter`}</StyledChip>
                  ) : null}
                </p>
                <p>
                  <Trans comment="An official document's issue date and the language it is written in">
                    Issued on {issuedOn},{' '}
                    <Select value={language} _FR="in French" _AR="in Arabic" other="in English" />
                  </Trans>
                </p>
                <p>
                  <Trans>
                    Verification code: <bdi dir="ltr">{code}</bdi>
                  </Trans>
                </p>
              </div>
              <StyledButton
                type="button"
                $variant="secondary"
                disabled={download.busy}
                onClick={() => void download.save(document.url, `document-${code}.pdf`)}
              >
                {i18n._(DOCUMENT_DOWNLOAD_LABELS[document.kind])}
              </StyledButton>
            </li>
          );
        })}
      </StyledList>
      {download.error ? <Alert severity="error">{download.error}</Alert> : null}
    </>
  );
}
