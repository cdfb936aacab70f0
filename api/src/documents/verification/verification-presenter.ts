import type { DocumentVerificationAnswer } from '#api/contract/document-verification-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import type { VerifiedDocumentRow } from './verified-document.ts';

/** "Salma A.": the first name and the last name's first letter, all anyone with the code may read. */
function holderNameOf(firstName: string, lastName: string): string {
  const [initial] = Array.from(lastName.trim());
  const first = firstName.trim();
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

/** A document as its verification page shows it: never its holder's contact details, files or ids. */
export function presentVerification(row: VerifiedDocumentRow) {
  return {
    kind: row.kind,
    issuedAt: row.issuedAt,
    reference: row.reference,
    holderName: holderNameOf(row.firstName, row.lastName),
    language: row.language,
    superseded: row.supersededBy !== null || row.supersededAt !== null,
    supersededAt: row.supersededAt,
  } satisfies Presented<DocumentVerificationAnswer>;
}
