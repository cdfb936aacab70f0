import { sql } from 'kysely';
import type { AuditEntryAnswer } from '../contract/audit-entry-answer.ts';
import type { Presented } from '../contract/presented.ts';
import type { Database } from '../db/database.ts';
import { containing } from '../db/like-pattern.ts';
import { cappedTotal } from '../http/page.ts';
import { addDays } from '../scholarships/deadline.ts';
import type { AuditQuery } from './audit-query.ts';
import type { AuditNames } from './audit-names.ts';
import { casablancaDayStart } from './casablanca-day.ts';


function filteredEntries(db: Database, query: AuditQuery) {
  let entries = db.selectFrom('auditLog as l').leftJoin('users as u', 'u.id', 'l.actorId');
  if (query.actorId) entries = entries.where('l.actorId', '=', query.actorId);
  if (query.actor) {
    entries = entries.where(
      sql`lower(${sql.ref('u.firstName')} || ' ' || ${sql.ref('u.lastName')} || ' ' || ${sql.ref('u.email')})`,
      'like',
      containing(query.actor),
    );
  }
  if (query.action) entries = entries.where('l.action', '=', query.action);
  if (query.targetType) entries = entries.where('l.targetType', '=', query.targetType);
  if (query.targetId) entries = entries.where('l.targetId', '=', query.targetId);
  // Whole days in Casablanca, `to` included.
  if (query.from) entries = entries.where('l.at', '>=', casablancaDayStart(query.from));
  if (query.to) entries = entries.where('l.at', '<', casablancaDayStart(addDays(query.to, 1)));
  return entries;
}

/** One page of the log, newest first, with each actor as they are now (none once their account is deleted). */
export async function listAuditEntries(db: Database, query: AuditQuery) {
  const [rows, total] = await Promise.all([
    filteredEntries(db, query)
      .select([
        'l.id',
        'l.at',
        'l.actorId',
        'l.actorRole',
        'l.action',
        'l.targetType',
        'l.targetId',
        'l.clientAddress',
        'l.changes',
        'u.firstName as actorFirstName',
        'u.lastName as actorLastName',
        'u.email as actorEmail',
      ])
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    cappedTotal(db, filteredEntries(db, query)),
  ]);
  return { rows, total };
}

type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

/** An entry as GET /api/admin/audit answers it, with the names of what it mentions. */
export function presentAuditEntry(row: AuditRow, names: AuditNames) {
  return {
    id: String(row.id),
    at: row.at,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, ...names.target(row) },
    clientAddress: row.clientAddress,
    changes: row.changes,
    changeNames: names.changes(row),
    actor: {
      id: row.actorId,
      role: row.actorRole,
      firstName: row.actorFirstName,
      lastName: row.actorLastName,
      email: row.actorEmail,
    },
  } satisfies Presented<AuditEntryAnswer>;
}
