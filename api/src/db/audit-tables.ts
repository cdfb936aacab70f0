import type { ColumnType, Generated } from 'kysely';
import type { AuditTargetType } from '@bourses/common/audit-actions';
import type { Role } from '@bourses/common/statuses';

/** One staff action (migration 0012): append-only, written in the transaction of the action itself. */
export interface AuditLogTable {
  id: Generated<string>;
  at: ColumnType<Date, Date | undefined, never>;
  actorId: string | null;
  actorRole: Role | null;
  /** What was done, e.g. 'application.reject' (api/src/audit/audit-actions.ts). */
  action: string;
  targetType: AuditTargetType;
  targetId: string | null;
  clientAddress: string | null;
  /** What changed, e.g. `{ "status": ["pending", "rejected"], "feedback": "…" }`. */
  changes: ColumnType<Record<string, unknown>, string | undefined, never>;
}

export interface AuditTables {
  auditLog: AuditLogTable;
}
