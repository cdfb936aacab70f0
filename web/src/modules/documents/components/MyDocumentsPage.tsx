import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DocumentList } from '@/modules/documents/components/DocumentList';
import { DocumentsCatalogGate } from '@/modules/documents/components/DocumentsCatalogGate';
import { useMyDocuments } from '@/modules/documents/hooks/useMyDocuments';
import { MY_DOCUMENTS_LABEL } from '@/modules/layout/utils/menu-items';
import { Alert } from '@/modules/ui/components/Alert';
import { EmptyState } from '@/modules/ui/components/EmptyState';
import { Spinner } from '@/modules/ui/components/Spinner';

function MyDocumentsScreen() {
  const { i18n } = useLingui();
  const { documents, loading, error } = useMyDocuments();
  return (
    <section aria-labelledby="documents-title">
      <h1 id="documents-title">{i18n._(MY_DOCUMENTS_LABEL)}</h1>
      <p>
        <Trans>
          Anyone you give a document to can check that it is genuine with its verification code, on the{' '}
          <Link to="/verifier">verification page</Link>.
        </Trans>
      </p>
      {loading ? <Spinner /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!loading && !error && documents.length === 0 ? (
        <EmptyState>
          <Trans>
            You have no documents yet. Your payment receipts, proofs of submission and decision letters will
            appear here once they are issued.
          </Trans>
        </EmptyState>
      ) : null}
      {documents.length > 0 ? <DocumentList documents={documents} /> : null}
    </section>
  );
}

/** /documents: the student's receipts, proofs of submission and decision letters, approved or not. */
export function MyDocumentsPage() {
  return (
    <DocumentsCatalogGate>
      <MyDocumentsScreen />
    </DocumentsCatalogGate>
  );
}
