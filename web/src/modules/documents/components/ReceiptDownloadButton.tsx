import { Trans } from '@lingui/react/macro';
import { DocumentsCatalogGate } from '@/modules/documents/components/DocumentsCatalogGate';
import { useProtectedDownload } from '@/modules/uploads/hooks/useProtectedDownload';
import { Alert } from '@/modules/ui/components/Alert';
import { StyledButton } from '@/modules/ui/components/Button';

export interface ReceiptDownloadButtonProps {
  /** The receipt document's download link (`Document.url`). */
  url: string;
}

function ReceiptDownload({ url }: ReceiptDownloadButtonProps) {
  const download = useProtectedDownload();
  return (
    <div>
      {download.error ? <Alert severity="error">{download.error}</Alert> : null}
      <StyledButton
        type="button"
        $variant="secondary"
        disabled={download.busy}
        // The api names the file recu-<reference>.pdf; this one only stands in if it did not.
        onClick={() => void download.save(url, 'receipt.pdf')}
      >
        <Trans context="a student's verified payment">Download the receipt (PDF)</Trans>
      </StyledButton>
    </div>
  );
}

/** A verified payment's official receipt, under its summary. */
export function ReceiptDownloadButton({ url }: ReceiptDownloadButtonProps) {
  return (
    <DocumentsCatalogGate fallback={null}>
      <ReceiptDownload url={url} />
    </DocumentsCatalogGate>
  );
}
