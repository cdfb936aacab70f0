import type { Database } from '#api/db/database.ts';
import { findHistories } from '#api/applications/application-queries.ts';
import { findSavedScholarshipData } from '#api/saved-scholarships/saved-scholarship-export.ts';
import { findConversationData } from '#api/correspondence/conversation-export.ts';
import { findDocumentData } from '#api/documents/download/document-export.ts';
import type { UserRow } from '../user-presenter.ts';

/** A stored file as the export names it: its row, and where its bytes are. */
export interface ExportedFileRow {
  storageKey: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
}

const FILE_COLUMNS = ['storageKey', 'originalName', 'mimeType', 'sizeBytes', 'createdAt'] as const;

async function fileRow(db: Database, fileId: string | null): Promise<ExportedFileRow | null> {
  if (!fileId) return null;
  return (
    (await db.selectFrom('files').select(FILE_COLUMNS).where('id', '=', fileId).executeTakeFirst()) ?? null
  );
}

/** The user's applications, oldest first, with the scholarship in their language (French when missing). */
function ownApplications(db: Database, user: UserRow) {
  return db
    .selectFrom('applications as a')
    .innerJoin('scholarships as s', 's.id', 'a.scholarshipId')
    .leftJoin('scholarshipTranslations as t', (join) =>
      join.onRef('t.scholarshipId', '=', 's.id').on('t.language', '=', user.language),
    )
    .leftJoin('scholarshipTranslations as tFr', (join) =>
      join.onRef('tFr.scholarshipId', '=', 's.id').on('tFr.language', '=', 'fr'),
    )
    .leftJoin('files as f', 'f.id', 'a.receiptFileId')
    .select((eb) => [
      'a.id',
      'a.status',
      'a.rejectionReason',
      'a.feedback',
      'a.createdAt',
      'a.updatedAt',
      's.id as scholarshipId',
      eb.fn.coalesce('t.title', 'tFr.title', eb.val('')).as('scholarshipTitle'),
      's.country as scholarshipCountry',
      's.university as scholarshipUniversity',
      's.deadline as scholarshipDeadline',
      'f.storageKey as receiptStorageKey',
      'f.originalName as receiptOriginalName',
      'f.mimeType as receiptMimeType',
      'f.sizeBytes as receiptSizeBytes',
      'f.createdAt as receiptCreatedAt',
    ])
    .where('a.userId', '=', user.id)
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .execute();
}

export type OwnApplicationRow = Awaited<ReturnType<typeof ownApplications>>[number];

/** Everything the database holds about one user, read in a handful of statements. */
export async function findOwnData(db: Database, user: UserRow) {
  const [paymentReceipt, serviceContract, applications, savedScholarships, payments, conversations, documents] = await Promise.all([
    fileRow(db, user.paymentReceiptFileId),
    fileRow(db, user.serviceContractFileId),
    ownApplications(db, user),
    findSavedScholarshipData(db, user),
    db.selectFrom('payments').selectAll().where('userId', '=', user.id).orderBy('createdAt').orderBy('id').execute(),
    findConversationData(db, user.id),
    findDocumentData(db, user.id),
  ]);
  const histories = await findHistories(
    db,
    applications.map((application) => application.id),
  );
  return { user, paymentReceipt, serviceContract, applications, histories, savedScholarships, payments, conversations, documents };
}

export type OwnData = Awaited<ReturnType<typeof findOwnData>>;
