import type { Language } from '@bourses/common/languages';
import type { Download } from '#api/http/download-headers.ts';

/**
 * The names a stored document is downloaded under, in the caller's language. The name its owner
 * gave it is never sent back in a header (docs/security.md, "Downloads"): it could carry quotes,
 * line breaks or a misleading extension.
 */
const DOCUMENT_NAMES = {
  registrationPaymentReceipt: { fr: 'recu-de-paiement', ar: 'إيصال-الدفع', en: 'payment-receipt' },
  signedServiceContract: { fr: 'contrat-de-service', ar: 'عقد-الخدمة', en: 'service-contract' },
  serviceContractTemplate: {
    fr: 'modele-de-contrat-de-service',
    ar: 'نموذج-عقد-الخدمة',
    en: 'service-contract-template',
  },
  applicationPaymentReceipt: {
    fr: 'recu-de-paiement-candidature',
    ar: 'إيصال-دفع-الطلب',
    en: 'application-payment-receipt',
  },
  messageAttachment: { fr: 'piece-jointe', ar: 'مرفق', en: 'attachment' },
  // A document staff named in a correction request (correspondence/corrections).
  requestedDocument: { fr: 'document-demande', ar: 'وثيقة-مطلوبة', en: 'requested-document' },
} as const satisfies Record<string, Record<Language, string>>;

export type DocumentName = keyof typeof DOCUMENT_NAMES;

// The types an upload may have, judged by its bytes (common/src/limits.ts, DOCUMENT_MIME_TYPES and IMAGE_MIME_TYPES).
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A stored document's download: its name from its kind (and `number`, the application's), its extension from its checked type. */
export function documentDownload(
  name: DocumentName,
  { language, mimeType, number }: { language: Language; mimeType: string; number?: number },
): Download {
  const extension = EXTENSIONS[mimeType] ?? 'bin';
  const nameIn = (inLanguage: Language) =>
    `${DOCUMENT_NAMES[name][inLanguage]}${number === undefined ? '' : `-${number}`}.${extension}`;
  // French's letters lose only their accents in ASCII; Arabic's would all go, so English stands in.
  return {
    fileName: nameIn(language),
    asciiFileName: nameIn(language === 'ar' ? 'en' : language),
    contentType: mimeType,
  };
}
