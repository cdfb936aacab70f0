import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentKind } from '@/modules/staff/__generated__/graphql';

export const DOCUMENT_KIND_NAMES: Record<DocumentKind, MessageDescriptor> = {
  // Not "Payment receipt": the console calls so the student's own proof of payment.
  PAYMENT_RECEIPT: msg({ message: 'Official receipt', comment: 'The PDF receipt the platform issues once a payment is verified' }),
  PROOF_OF_SUBMISSION: msg`Proof of submission`,
  DECISION_LETTER: msg`Decision letter`,
};

export const DOCUMENT_DOWNLOAD_LABELS: Record<DocumentKind, MessageDescriptor> = {
  PAYMENT_RECEIPT: msg`Download the receipt (PDF)`,
  PROOF_OF_SUBMISSION: msg`Download the proof of submission (PDF)`,
  DECISION_LETTER: msg`Download the decision letter (PDF)`,
};
