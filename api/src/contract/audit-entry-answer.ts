import { z } from 'zod';
import { AUDIT_TARGET_TYPES } from '@bourses/common/audit-actions';
import { ROLES } from '@bourses/common/statuses';

/** One entry of the audit log as GET /api/admin/audit answers it (audit/audit-queries.ts). */
export const auditEntryAnswerSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  /**
   * What it was done to, named as it is now (a deleted one by what its deletion recorded): an
   * account's holder, a scholarship's title in the caller's language, an application's student and
   * scholarship.
   */
  target: z.object({
    type: z.enum(AUDIT_TARGET_TYPES),
    id: z.string().nullable(),
    name: z.string().nullable(),
    scholarship: z.object({ id: z.string(), title: z.string() }).nullable(),
  }),
  clientAddress: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  /** For the changes that hold an account or a scholarship (`assigneeId`, `duplicateOf`…): `[before, after]` by name. */
  changeNames: z.record(z.string(), z.tuple([z.string().nullable(), z.string().nullable()])),
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
