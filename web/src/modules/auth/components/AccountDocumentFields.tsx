import { useLingui } from '@lingui/react/macro';
import { FileDropZone } from '@/modules/uploads/components/FileDropZone';

/** The documents an account is reviewed on. */
export type AccountDocument = 'paymentReceipt' | 'serviceContract';

export interface AccountDocumentFieldsProps {
  files: Record<AccountDocument, File | null>;
  errorOf: (document: AccountDocument) => string | null;
  onSelect: (document: AccountDocument, file: File) => void;
  onRemove: (document: AccountDocument) => void;
}

/** The payment receipt and the service contract, at registration and when sent again after a rejection. */
export function AccountDocumentFields({ files, errorOf, onSelect, onRemove }: AccountDocumentFieldsProps) {
  const { t } = useLingui();
  const documents: { document: AccountDocument; label: string; helper: string }[] = [
    { document: 'paymentReceipt', label: t`Payment receipt`, helper: t`PDF, JPG, JPEG or PNG, 5 MB at most` },
    {
      document: 'serviceContract',
      label: t`Service contract`,
      helper: t`The signed service contract: PDF, JPG, JPEG or PNG, 5 MB at most`,
    },
  ];
  return documents.map(({ document, label, helper }) => (
    <FileDropZone
      key={document}
      label={label}
      helper={helper}
      file={files[document]}
      error={errorOf(document)}
      onSelect={(file) => onSelect(document, file)}
      onRemove={() => onRemove(document)}
    />
  ));
}
