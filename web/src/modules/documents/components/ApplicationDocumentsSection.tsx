import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DocumentList } from '@/modules/documents/components/DocumentList';
import { DocumentsCatalogGate } from '@/modules/documents/components/DocumentsCatalogGate';
import { useApplicationDocuments } from '@/modules/documents/hooks/useApplicationDocuments';
import { Alert } from '@/modules/ui/components/Alert';
import { Spinner } from '@/modules/ui/components/Spinner';

export interface ApplicationDocumentsSectionProps {
  applicationId: string;
}

function ApplicationDocuments({ applicationId }: ApplicationDocumentsSectionProps) {
  const { documents, loading, error } = useApplicationDocuments(applicationId);
  return (
    <section aria-labelledby="application-documents-title">
      <h2 id="application-documents-title">
        <Trans comment="Heading of an application's receipts, proofs and letters issued by the platform">
          Official documents
        </Trans>
      </h2>
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!loading && !error && documents.length === 0 ? (
        <p>
          <Trans>No document has been issued for your application yet.</Trans>
        </p>
      ) : null}
      {documents.length > 0 ? <DocumentList documents={documents} /> : null}
      <p>
        <Link to="/documents">
          <Trans>All my documents</Trans>
        </Link>
      </p>
    </section>
  );
}

/** An application's proofs of submission and decision letters, on its page. */
export function ApplicationDocumentsSection({ applicationId }: ApplicationDocumentsSectionProps) {
  return (
    <DocumentsCatalogGate>
      <ApplicationDocuments applicationId={applicationId} />
    </DocumentsCatalogGate>
  );
}
