import type { Database } from '#api/db/database.ts';

/**
 * A student's official documents for their data export (law 09-08): what each attests and its code,
 * and its PDF with where the bytes are, oldest first.
 */
export const findDocumentData = (db: Database, userId: string) =>
  db
    .selectFrom('documents as d')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .select([
      'd.id',
      'd.kind',
      'd.language',
      'd.reference',
      'd.verificationCode',
      'd.sha256',
      'd.issuedAt',
      'd.supersededAt',
      'f.storageKey',
      'f.originalName',
      'f.mimeType',
      'f.sizeBytes',
      'f.createdAt',
    ])
    .where('d.userId', '=', userId)
    .orderBy('d.issuedAt')
    .orderBy('d.id')
    .execute();
