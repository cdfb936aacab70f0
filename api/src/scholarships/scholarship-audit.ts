import type { Transaction } from 'kysely';
import type { Caller } from '../audit/audit-log.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { changedValues } from '../audit/changed-values.ts';
import type { DB } from '../db/schema.ts';
import { SCHOLARSHIP_CONTENT_COLUMNS } from '../db/scholarship-tables.ts';

type Snapshot = Record<string, string | number | null>;

// Long texts are kept shortened: the log says what changed, it is not a second copy of the catalogue.
const LONG_TEXT = 200;
const shortened = (text: string) => (text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT)}…` : text);

/** A scholarship as the audit log compares it: its content columns and each language's texts, flat. */
async function scholarshipSnapshot(trx: Transaction<DB>, id: number): Promise<Snapshot> {
  const row = await trx
    .selectFrom('scholarships')
    .select(SCHOLARSHIP_CONTENT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return {};
  const translations = await trx
    .selectFrom('scholarshipTranslations')
    .select(['language', 'title', 'description', 'longDescription', 'videoUrl', 'faq'])
    .where('scholarshipId', '=', id)
    .execute();
  const snapshot: Snapshot = { ...row };
  for (const { language, faq, longDescription, ...texts } of translations) {
    for (const [field, value] of Object.entries(texts)) snapshot[`${language}.${field}`] = value;
    snapshot[`${language}.longDescription`] = shortened(longDescription);
    snapshot[`${language}.faq`] = shortened(JSON.stringify(faq));
  }
  return snapshot;
}

const fieldsOf = (...snapshots: Snapshot[]) => [...new Set(snapshots.flatMap((snapshot) => Object.keys(snapshot)))];

/**
 * Audits a scholarship's creation, change or deletion in the transaction of the write: `write` runs
 * between the snapshots taken before and after, and its answer is passed on.
 */
export async function auditedScholarshipWrite<T>(
  trx: Transaction<DB>,
  by: Caller | null,
  action: 'scholarship.create' | 'scholarship.update' | 'scholarship.delete',
  write: () => Promise<{ id: number; result: T; details?: Record<string, unknown> }>,
  existingId?: number,
): Promise<T> {
  const before = existingId === undefined || !by ? {} : await scholarshipSnapshot(trx, existingId);
  const { id, result, details } = await write();
  if (!by) return result;
  const after = await scholarshipSnapshot(trx, id);
  await recordAudit(trx, by, {
    action,
    targetType: 'scholarship',
    targetId: id,
    changes: { ...changedValues(before, after, fieldsOf(before, after)), ...details },
  });
  return result;
}
