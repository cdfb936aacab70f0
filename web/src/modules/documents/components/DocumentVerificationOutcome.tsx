import { Trans, useLingui } from '@lingui/react/macro';
import { VerificationCode } from '@/modules/documents/components/VerificationCode';
import { useDocumentVerification, type VerifiedDocument } from '@/modules/documents/hooks/useDocumentVerification';
import { DOCUMENT_KIND_LABELS, DOCUMENT_LANGUAGE_LABELS } from '@/modules/documents/utils/document-labels';
import { formatDate } from '@/modules/i18n/utils/format-date';
import { SHARED_MESSAGES } from '@/modules/i18n/utils/shared-messages';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledFacts } from '@/modules/ui/components/Facts';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface DocumentVerificationOutcomeProps {
  code: string;
}

/**
 * What the platform says of a code, announced as it arrives (a status, an alert when refused). Of an
 * unknown code it says only that: nothing hints at which codes exist.
 */
export function DocumentVerificationOutcome({ code }: DocumentVerificationOutcomeProps) {
  const verification = useDocumentVerification(code);
  switch (verification.status) {
    case 'checking':
      return <Spinner />;
    case 'found':
      return <VerifiedDocumentFacts code={code} document={verification.document} />;
    case 'notFound':
      return (
        <Alert severity="info">
          <Trans>No document has this code. Check the code printed on the document.</Trans>
        </Alert>
      );
    case 'rateLimited':
      return (
        <Alert severity="error">
          <Trans>Too many checks from your connection. Try again later.</Trans>
        </Alert>
      );
    case 'failed':
      return <Alert severity="error">{verification.message}</Alert>;
  }
}

interface VerifiedDocumentFactsProps {
  code: string;
  document: VerifiedDocument;
}

/** A genuine document's facts; a replaced letter says since when, as it is no longer the current one. */
function VerifiedDocumentFacts({ code, document }: VerifiedDocumentFactsProps) {
  const { i18n } = useLingui();
  const replacedOn = formatDate(i18n, document.supersededAt, 'long');
  return (
    <section aria-labelledby="verification-outcome">
      {document.superseded ? (
        <Alert severity="warning">
          <h2 id="verification-outcome">
            <Trans>This document is genuine but no longer current</Trans>
          </h2>
          <p>
            <Trans>
              A later letter replaced it on {replacedOn}: the decision changed. The new letter has its own code.
            </Trans>
          </p>
        </Alert>
      ) : (
        <Alert severity="success">
          <h2 id="verification-outcome">
            <Trans>This document is genuine</Trans>
          </h2>
        </Alert>
      )}
      <StyledFacts>
        <dt>
          <Trans>Verification code</Trans>
        </dt>
        <dd>
          <VerificationCode code={code} />
        </dd>
        <dt>
          <Trans comment="What kind of official document was verified">Document</Trans>
        </dt>
        <dd>{i18n._(DOCUMENT_KIND_LABELS[document.kind])}</dd>
        <dt>
          <Trans>Issued on</Trans>
        </dt>
        <dd>{formatDate(i18n, document.issuedAt, 'long')}</dd>
        <dt>
          <Trans context="a verified document's application number or payment reference">Reference</Trans>
        </dt>
        <dd>
          <bdi>{document.reference}</bdi>
        </dd>
        <dt>
          <Trans comment="The person the verified document was issued to">Holder</Trans>
        </dt>
        <dd>
          <bdi>{document.holderName}</bdi>
        </dd>
        <dt>{i18n._(SHARED_MESSAGES.language)}</dt>
        <dd>{i18n._(DOCUMENT_LANGUAGE_LABELS[document.language])}</dd>
      </StyledFacts>
    </section>
  );
}
