import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { AuditAction, AuditTargetType } from '@bourses/common/audit-actions';
import { currentActor, type Actor } from '../auth/actor.ts';
import type { DB } from '../db/schema.ts';
import { clientAddress } from '../http/rate-limit.ts';

/** Who acted and from where: taken from the request once, passed down to what records. */
export interface Caller {
  actor: Actor;
  clientAddress: string;
}

/** A caller who is not signed in, whose attempt is still recorded (an infected file sent at registration). */
export interface Visitor {
  actor: null;
  clientAddress: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number | null;
  /** What changed, as `{ field: [before, after] }` or the action's own details; never a secret. */
  changes?: Record<string, unknown>;
}

/** The signed-in caller of `req` and their address, as the audit log records them. */
export function callerOf(req: Request): Caller {
  return { actor: currentActor(req), clientAddress: clientAddress(req) };
}

/**
 * Appends one entry. Call it with the transaction of the action itself, so that an action that
 * rolls back leaves no entry and an entry is never missing for an action that happened.
 */
export async function recordAudit(db: Kysely<DB>, by: Caller | Visitor, entry: AuditEntry): Promise<void> {
  await recordAudits(db, by, [entry]);
}

/** Appends the entries of one action on several targets (a batch decision) in one statement. */
export async function recordAudits(db: Kysely<DB>, by: Caller | Visitor, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('auditLog')
    .values(
      entries.map((entry) => ({
        actorId: by.actor?.id ?? null,
        actorRole: by.actor?.role ?? null,
        clientAddress: by.clientAddress,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId === null ? null : String(entry.targetId),
        changes: JSON.stringify(entry.changes ?? {}),
      })),
    )
    .execute();
}
