import { sql } from 'kysely';
import type { Database } from '#api/db/database.ts';

/**
 * The order of the events that issued documents at the same instant: their key's number (a history
 * entry's or a payment's id), padded so that text orders it as a number.
 */
export const eventOrder = sql<string>`lpad(split_part(event_key, ':', 2), 12, '0')`;

const DOCUMENT_COLUMNS = [
  'd.id',
  'd.kind',
  'd.language',
  'd.userId',
  'd.applicationId',
  'd.paymentId',
  'd.verificationCode',
  'd.reference',
  'd.issuedAt',
  'd.supersededBy',
  'd.fileId',
] as const;

const documents = (db: Database) => db.selectFrom('documents as d').select(DOCUMENT_COLUMNS);

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof documents>['executeTakeFirstOrThrow']>>;

export const findDocument = (db: Database, id: string) => documents(db).where('d.id', '=', id).executeTakeFirst();

/** A student's documents, newest first. */
export const ownDocuments = (db: Database, userId: string) =>
  documents(db).where('d.userId', '=', userId).orderBy('d.issuedAt', 'desc').orderBy(eventOrder, 'desc').execute();

/** An application's proofs and letters, oldest first (as its history reads). */
export const applicationDocuments = (db: Database, applicationId: number) =>
  documents(db)
    .where('d.applicationId', '=', applicationId)
    .where('d.kind', '<>', 'payment-receipt')
    .orderBy('d.issuedAt')
    .orderBy(eventOrder)
    .execute();

/** The stored PDF of a document, with what its download is named after. */
export const documentFile = (db: Database, id: string) =>
  db
    .selectFrom('documents as d')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .select(['d.id', 'd.kind', 'd.userId', 'd.applicationId', 'd.reference', 'f.storageKey', 'f.originalName'])
    .where('d.id', '=', id)
    .executeTakeFirst();
