import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentKind, Language } from '@/modules/documents/__generated__/graphql';

// With a context (written out: extraction reads literals only): the students' catalogue has "Payment
// receipt" for the receipt a student uploads, and the staff console its own names of documents.
export const DOCUMENT_KIND_LABELS = {
  PAYMENT_RECEIPT: msg({ message: 'Payment receipt', context: 'an official document the platform issues' }),
  PROOF_OF_SUBMISSION: msg({ message: 'Proof of submission', context: 'an official document the platform issues' }),
  DECISION_LETTER: msg({ message: 'Decision letter', context: 'an official document the platform issues' }),
} as const satisfies Record<DocumentKind, MessageDescriptor>;

export const DOCUMENT_LANGUAGE_LABELS = {
  FR: msg({ message: 'French', context: 'the language a document is written in' }),
  AR: msg({ message: 'Arabic', context: 'the language a document is written in' }),
  EN: msg({ message: 'English', context: 'the language a document is written in' }),
} as const satisfies Record<Language, MessageDescriptor>;
