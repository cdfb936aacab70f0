import type { DocumentAnswer } from '#api/contract/document-answer.ts';
import type { Presented } from '#api/contract/presented.ts';
import { formatVerificationCode } from '#api/documents/verification-code.ts';
import type { DocumentRow } from './document-queries.ts';

/** The api's download of a document's PDF. */
export const documentFilePath = (id: string) => `/api/documents/${id}/file`;

export function presentDocument(row: DocumentRow) {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    issuedAt: row.issuedAt,
    verificationCode: formatVerificationCode(row.verificationCode),
    url: documentFilePath(row.id),
    supersededBy: row.supersededBy,
  } satisfies Presented<DocumentAnswer>;
}
