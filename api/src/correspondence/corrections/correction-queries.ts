import type { Kysely } from 'kysely';
import type { DB } from '#api/db/schema.ts';

const REQUEST_COLUMNS = [
  'cr.id',
  'cr.applicationId',
  'cr.userId',
  'cr.status',
  'cr.message',
  'cr.dueDate',
  'cr.requestedBy',
  'cr.requestedAt',
  'cr.submittedAt',
  'cr.withdrawnAt',
  'u.firstName as requesterFirstName',
  'u.lastName as requesterLastName',
] as const;

function requests(db: Kysely<DB>) {
  return db
    .selectFrom('correctionRequests as cr')
    .leftJoin('users as u', 'u.id', 'cr.requestedBy')
    .select(REQUEST_COLUMNS);
}

/** Each request's items in the order staff listed them, with the file sent for each (if any). */
async function itemsOf(db: Kysely<DB>, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('correctionItems as ci')
    .leftJoin('files as f', 'f.id', 'ci.fileId')
    .select(['ci.id', 'ci.requestId', 'ci.kind', 'ci.label', 'ci.fileId', 'f.originalName', 'f.mimeType', 'f.sizeBytes'])
    .where('ci.requestId', 'in', requestIds)
    .orderBy('ci.requestId')
    .orderBy('ci.position')
    .execute();
}

export type CorrectionItemRow = Awaited<ReturnType<typeof itemsOf>>[number];
type RequestOnlyRow = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>;
export type CorrectionRequestRow = RequestOnlyRow & { items: CorrectionItemRow[] };

async function withItems(db: Kysely<DB>, rows: RequestOnlyRow[]): Promise<CorrectionRequestRow[]> {
  const items = await itemsOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.requestId === row.id) }));
}

/** One request with its items, or undefined. */
export async function findCorrectionRequest(db: Kysely<DB>, id: string): Promise<CorrectionRequestRow | undefined> {
  const row = await requests(db).where('cr.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [found] = await withItems(db, [row]);
  return found;
}

/** The requests on an application, or on an account (not its applications'), oldest first. */
export async function listCorrectionRequests(
  db: Kysely<DB>,
  subject: { applicationId: number } | { userId: string },
): Promise<CorrectionRequestRow[]> {
  const rows = await requests(db)
    .$call((query) =>
      'applicationId' in subject
        ? query.where('cr.applicationId', '=', subject.applicationId)
        : query.where('cr.userId', '=', subject.userId).where('cr.applicationId', 'is', null),
    )
    .orderBy('cr.requestedAt')
    .orderBy('cr.id')
    .execute();
  return withItems(db, rows);
}
