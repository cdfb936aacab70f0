import styled from 'styled-components';
import type { FragmentType } from '@/modules/documents/__generated__';
import { DocumentRow } from '@/modules/documents/components/DocumentRow';
import type { DOCUMENT_FIELDS } from '@/modules/documents/graphql/DocumentFields';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';
import { Alert } from '@/modules/ui/components/Alert';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface DocumentListProps {
  documents: readonly (FragmentType<typeof DOCUMENT_FIELDS> & { id: string })[];
}

/** Issued documents, each with its download; the PDF is the bff's, fetched with the session's token. */
export function DocumentList({ documents }: DocumentListProps) {
  const download = useProtectedDownload();
  return (
    <>
      {download.error ? <Alert severity="error">{download.error}</Alert> : null}
      <StyledList>
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            document={document}
            downloading={download.busy}
            // The api names the file (recu-<reference>.pdf…); this one only stands in if it did not.
            onDownload={(url) => void download.save(url, 'document.pdf')}
          />
        ))}
      </StyledList>
    </>
  );
}
