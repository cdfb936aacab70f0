import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { getFragmentData, type FragmentType } from '@/modules/documents/__generated__';
import { VerificationCode } from '@/modules/documents/components/VerificationCode';
import { DOCUMENT_FIELDS } from '@/modules/documents/graphql/DocumentFields';
import { DOCUMENT_KIND_LABELS, DOCUMENT_LANGUAGE_LABELS } from '@/modules/documents/utils/document-labels';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { StyledButton } from '@/modules/ui/components/Button';
import { StyledChip } from '@/modules/ui/components/Chip';
import { StyledFacts } from '@/modules/ui/components/Facts';
import { StyledSurface } from '@/modules/ui/components/Surface';

const StyledRow = styled(StyledSurface).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
`;

const StyledTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
`;

export interface DocumentRowProps {
  document: FragmentType<typeof DOCUMENT_FIELDS>;
  onDownload: (url: string) => void;
  downloading: boolean;
}

/** One issued document: what it is, when and in which language, its code, and its PDF to download. */
export function DocumentRow({ document: fragment, onDownload, downloading }: DocumentRowProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const document = getFragmentData(DOCUMENT_FIELDS, fragment);

  return (
    <StyledRow aria-labelledby={titleId} data-testid="document-row">
      <StyledTitle>
        <strong id={titleId}>{i18n._(DOCUMENT_KIND_LABELS[document.kind])}</strong>
        {document.supersededBy ? (
          <StyledChip $severity="warning">
            <Trans context="a decision letter in the student's list">Replaced by a later letter</Trans>
          </StyledChip>
        ) : null}
      </StyledTitle>
      <StyledFacts>
        <dt>
          <Trans>Issued on</Trans>
        </dt>
        <dd>{formatDate(i18n, document.issuedAt, 'long')}</dd>
        <dt>{i18n._(SHARED_MESSAGES.language)}</dt>
        <dd>{i18n._(DOCUMENT_LANGUAGE_LABELS[document.language])}</dd>
        <dt>
          <Trans>Verification code</Trans>
        </dt>
        <dd>
          <VerificationCode code={document.verificationCode} />
        </dd>
      </StyledFacts>
      <div>
        {/* Described by its row's title: every row has this button, a screen reader says whose. */}
        <StyledButton
          type="button"
          $variant="secondary"
          aria-describedby={titleId}
          disabled={downloading}
          onClick={() => onDownload(document.url)}
        >
          <Trans>Download (PDF)</Trans>
        </StyledButton>
      </div>
    </StyledRow>
  );
}
