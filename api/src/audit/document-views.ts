import type { Kysely } from 'kysely';
import { isStaff } from '../auth/actor.ts';
import type { DB } from '../db/schema.ts';
import type { AuditTargetType } from '@bourses/common/audit-actions';
import { recordAudit, type Caller } from './audit-log.ts';

interface ViewedDocument {
  /** The account or application the document belongs to: the audit page links to it. */
  targetType: Extract<AuditTargetType, 'user' | 'application'>;
  targetId: string | number;
  /** Whose document it is. */
  ownerId: string | null;
  document: string;
}

/**
 * Records a staff member opening someone else's document (docs/security.md, "Audit log"), before
 * its bytes are sent; a student reading their own document is not a staff action.
 */
export async function auditDocumentView(db: Kysely<DB>, by: Caller, viewed: ViewedDocument): Promise<void> {
  if (!isStaff(by.actor) || viewed.ownerId === by.actor.id) return;
  await recordAudit(db, by, {
    action: 'document.view',
    targetType: viewed.targetType,
    targetId: viewed.targetId,
    changes: { document: viewed.document },
  });
}
