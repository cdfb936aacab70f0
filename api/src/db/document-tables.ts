import type { ColumnType, Generated } from 'kysely';
import type { Language } from '@bourses/common/languages';
import type { DocumentKind } from '#api/documents/pdf/document-content.ts';

/** An issued official document (migration 0028): its PDF is a stored file, never drawn again. */
export interface DocumentsTable {
  id: Generated<string>;
  kind: DocumentKind;
  language: Language;
  userId: string;
  applicationId: number | null;
  paymentId: number | null;
  eventKey: string;
  verificationCode: string;
  reference: string;
  fileId: string;
  sha256: string;
  issuedAt: Date;
  supersededBy: ColumnType<string | null, string | null | undefined, string | null>;
  supersededAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface DocumentTables {
  documents: DocumentsTable;
}
