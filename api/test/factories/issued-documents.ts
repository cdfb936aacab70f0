import { randomBytes } from 'node:crypto';
import type { DocumentKind } from '#api/documents/pdf/document-content.ts';
import type { Language } from '@bourses/common/languages';
import type { TestApi } from '../test-api.ts';
import { PDF_FILE } from './files.ts';
import type { TestUser } from './users.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A stored verification code that holds a 0 and a 1, so that a test can type them as O, I or L. */
export const storedVerificationCode = () =>
  `0${Array.from(randomBytes(10), (byte) => CROCKFORD.charAt(byte % 32)).join('')}1`;

export interface IssuedDocumentFacts {
  kind: DocumentKind;
  reference: string;
  issuedAt: Date;
  language?: Language;
}

/** A document row as issuing stores it, with its PDF's file row (the bytes themselves are not stored). */
export async function insertIssuedDocument(api: TestApi, holder: TestUser, facts: IssuedDocumentFacts) {
  const file = await api.context.db
    .insertInto('files')
    .values({
      storageKey: `documents/${randomBytes(8).toString('hex')}.pdf`,
      originalName: 'document.pdf',
      mimeType: 'application/pdf',
      sizeBytes: PDF_FILE.length,
      ownerId: holder.user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return api.context.db
    .insertInto('documents')
    .values({
      kind: facts.kind,
      language: facts.language ?? 'fr',
      userId: holder.user.id,
      eventKey: `test:${randomBytes(8).toString('hex')}`,
      verificationCode: storedVerificationCode(),
      reference: facts.reference,
      fileId: file.id,
      sha256: randomBytes(32).toString('hex'),
      issuedAt: facts.issuedAt,
    })
    .returning(['id', 'verificationCode', 'fileId'])
    .executeTakeFirstOrThrow();
}
