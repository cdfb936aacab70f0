import { z } from 'zod';
import type { ApplicationFilters } from './application-queries.ts';

// The staff lists' correspondence filters (docs/product-rules.md, "Correspondence"): "unread from
// students" and "overdue corrections", on the application list, its bulk actions and the account
// list. Staff only: a student's list refuses them, as it refuses `assignee`.

/** A yes-or-no filter of a query string: `true` keeps the matching rows; `false` or absent, every row. */
export const queryFlag = z
  .enum(['true', 'false'], 'INVALID_FIELD')
  .transform((value) => value === 'true')
  .optional();

/** The same filter in a JSON body (a bulk action's `filter`). */
export const bodyFlag = z.boolean('INVALID_FIELD').optional();

export const correspondenceFilterQuery = { unreadFromStudents: queryFlag, overdueCorrections: queryFlag };
export const correspondenceFilterBody = { unreadFromStudents: bodyFlag, overdueCorrections: bodyFlag };

export interface CorrespondenceFilterFlags {
  unreadFromStudents?: boolean | undefined;
  overdueCorrections?: boolean | undefined;
}

/** Whether any of them is asked for (which only staff may). */
export const asksCorrespondenceFilters = (flags: CorrespondenceFilterFlags): boolean =>
  flags.unreadFromStudents === true || flags.overdueCorrections === true;

/** The flags as the application queries read them: "overdue" is judged at `now`. */
export function correspondenceFilters(
  { unreadFromStudents, overdueCorrections }: CorrespondenceFilterFlags,
  now: Date,
): Pick<ApplicationFilters, 'unreadFromStudents' | 'overdueCorrectionsAt'> {
  return {
    unreadFromStudents: unreadFromStudents === true ? true : undefined,
    overdueCorrectionsAt: overdueCorrections === true ? now : undefined,
  };
}
