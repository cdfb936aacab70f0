import { sql, type RawBuilder } from 'kysely';
import type { CorrectionRequestStatus } from '#api/db/correspondence-tables.ts';
import { casablancaToday } from '#api/scholarships/deadline.ts';

// One rule for "overdue" (docs/product-rules.md, "Correction requests"): a request still open whose
// due date is before Casablanca's today. The presenter asks the predicate; the staff filter and the
// dashboard's count put the SQL condition in their queries.

/** Whether a request is overdue at `now`: open, and its due day ('YYYY-MM-DD') is over in Casablanca. */
export function isOverdue(request: { status: CorrectionRequestStatus; dueDate: string }, now: Date): boolean {
  return request.status === 'open' && request.dueDate < casablancaToday(now);
}

/**
 * The same rule as a SQL condition on the correction request `alias` (e.g. `cr` in
 * `correction_requests as cr`): `.where(overdueCondition('cr', now))`.
 */
export function overdueCondition(alias: string, now: Date): RawBuilder<boolean> {
  const request = sql.table(alias);
  return sql<boolean>`(${request}.status = 'open' and ${request}.due_date < ${casablancaToday(now)}::date)`;
}
