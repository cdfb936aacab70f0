import { useLingui } from '@lingui/react/macro';
import type { AccountDocument } from '@/modules/auth/utils/account-documents';
import { HowToPay } from '@/modules/payments/components/HowToPay';
import { useHowToPay } from '@/modules/payments/hooks/useHowToPay';
import { FileDropZone } from '@/modules/uploads/components/FileDropZone';
import { useUploadLimit } from '@/modules/uploads/hooks/useUploadLimit';
import type { DocumentPages } from '@/modules/uploads/utils/document-pages';

export interface AccountDocumentFieldsProps {
  pages: Record<AccountDocument, DocumentPages>;
  errorOf: (document: AccountDocument) => string | null;
  onAdd: (document: AccountDocument, page: File) => void;
  onRemove: (document: AccountDocument, index: number) => void;
  /** The registration fee's reference, at registration once reserved (useRegistrationReference). */
  paymentReference?: string | null;
}

/**
 * The payment receipt and the service contract, at registration and when sent again after a
 * rejection, below how to pay and the contract template to sign.
 */
export function AccountDocumentFields({ pages, errorOf, onAdd, onRemove, paymentReference }: AccountDocumentFieldsProps) {
  const { t } = useLingui();
  const max = useUploadLimit();
  // What to pay and where, and the contract to sign: the two documents asked for below.
  const howToPay = useHowToPay();
  const documents: { document: AccountDocument; label: string; helper: string }[] = [
    { document: 'paymentReceipt', label: t`Payment receipt`, helper: t`PDF, JPG, JPEG or PNG, ${max} at most` },
    {
      document: 'serviceContract',
      label: t`Service contract`,
      helper: t`The signed service contract: PDF, JPG, JPEG or PNG, ${max} at most`,
    },
  ];
  return (
    <>
      {howToPay ? <HowToPay settings={howToPay} reference={paymentReference} /> : null}
      {documents.map(({ document, label, helper }) => (
        <FileDropZone
          key={document}
          label={label}
          helper={helper}
          pages={pages[document]}
          error={errorOf(document)}
          onAdd={(page) => onAdd(document, page)}
          onRemove={(index) => onRemove(document, index)}
        />
      ))}
    </>
  );
}
