import type { Language } from '@bourses/common/languages';

// What an official document says, independent of how it is drawn (docs/documents.md): the issuing
// code builds it from a payment or an application, in the holder's language, with the wording of
// document-texts.ts; renderDocumentPdf draws it.

export type DocumentKind = 'payment-receipt' | 'proof-of-submission' | 'decision-letter';

/** One fact of the document: "Référence" → "B7K2M9QX". */
export interface DocumentRow {
  label: string;
  value: string;
}

export interface DocumentContent {
  language: Language;
  kind: DocumentKind;
  issuer: {
    /** The platform's name, at the head of the page. */
    name: string;
    addressLines: readonly string[];
  };
  title: string;
  rows: readonly DocumentRow[];
  /** Free text after the facts (a decision's feedback), in any language or several. */
  paragraphs: readonly string[];
  verification: {
    code: string;
    /** The public page that says whether the document is genuine, drawn as a QR code and as text. */
    url: string;
  };
  /** Also the PDF's creation date and the seed of its ID: the same content gives the same bytes. */
  issuedAt: Date;
}
