import { z } from 'zod';
import { isStaffRole } from '@bourses/common/statuses';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { UUID_PATTERN } from '../iam/users/user-id.ts';

/** `assigneeId` of an assignment: a staff member's id, or null to unassign. */
export const assigneeIdField = z
  .string('ASSIGNEE_INVALID')
  .regex(UUID_PATTERN, 'ASSIGNEE_INVALID')
  .transform((id) => id.toLowerCase())
  .nullable();

export const assignmentBody = z.object({ assigneeId: assigneeIdField });

/** The list filter `assignee`: `me`, `none` (unassigned) or a staff member's id. */
export const assigneeFilterField = z
  .string('ASSIGNEE_FILTER_INVALID')
  .trim()
  .refine((value) => value === 'me' || value === 'none' || UUID_PATTERN.test(value), 'ASSIGNEE_FILTER_INVALID')
  .optional();

/** What a list keeps: rows assigned to this id, or unassigned ones (`null`); undefined: no filter. */
export type AssigneeFilter = string | null | undefined;

/** `me` read as the caller's id, `none` as null. */
export function resolveAssigneeFilter(value: string | undefined, callerId: string): AssigneeFilter {
  if (value === undefined) return undefined;
  if (value === 'me') return callerId;
  if (value === 'none') return null;
  return value.toLowerCase();
}

/** Refuses an assignee who is not (or no longer) a staff member. */
export async function checkAssignee(db: Database, assigneeId: string | null): Promise<void> {
  if (assigneeId === null) return;
  const assignee = await db.selectFrom('users').select('role').where('id', '=', assigneeId).executeTakeFirst();
  if (!assignee || !isStaffRole(assignee.role)) throw new AppError(400, 'ASSIGNEE_INVALID');
}
