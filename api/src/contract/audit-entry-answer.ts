import { z } from 'zod';
import { AUDIT_TARGET_TYPES } from '@bourses/common/audit-actions';
import { ROLES } from '@bourses/common/statuses';

/** One entry of the audit log as GET /api/admin/audit answers it (audit/audit-queries.ts). */
export const auditEntryAnswerSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string().nullable() }),
  clientAddress: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  /** As the account is now: names and e-mail are null once it was deleted. */
  actor: z.object({
    id: z.string().nullable(),
    role: z.enum(ROLES).nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  }),
});

export type AuditEntryAnswer = z.infer<typeof auditEntryAnswerSchema>;
