import type { Database } from '#api/db/database.ts';

// Crockford's base32, 12 characters (documents/verification-code.ts): what a stored code looks like.
const STORED_CODE = /^[0-9A-HJKMNP-TV-Z]{12}$/;

/** What the verification page says of a document, and the holder's names it shortens. */
export async function findVerifiedDocument(db: Database, normalizedCode: string) {
  // A code that cannot be one (a NUL, which PostgreSQL refuses, included) is looked up as one no
  // document has: the same query, so that the answer takes the same time as for an unknown code.
  const code = STORED_CODE.test(normalizedCode) ? normalizedCode : '';
  return db
    .selectFrom('documents')
    .innerJoin('users', 'users.id', 'documents.userId')
    .select([
      'documents.kind',
      'documents.language',
      'documents.issuedAt',
      'documents.reference',
      'documents.supersededBy',
      'documents.supersededAt',
      'users.firstName',
      'users.lastName',
    ])
    .where('documents.verificationCode', '=', code)
    .executeTakeFirst();
}

export type VerifiedDocumentRow = NonNullable<Awaited<ReturnType<typeof findVerifiedDocument>>>;
