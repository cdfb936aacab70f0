import { sql } from 'kysely';
import type { PaymentKind, PaymentStatus } from '@bourses/common/statuses';
import { readPaymentReference } from '@bourses/common/payment-reference';
import type { Database } from '../db/database.ts';
import { containing } from '../db/like-pattern.ts';
import { cappedTotal } from '../http/page.ts';
import { casablancaDayStart } from '../audit/casablanca-day.ts';

/** Filters of the staff's payments list (docs/payments.md). */
export interface PaymentFilters {
  page: number;
  limit: number;
  status?: PaymentStatus | undefined;
  kind?: PaymentKind | undefined;
  scholarshipId?: number | undefined;
  flagged?: boolean | undefined;
  /** A reference (read leniently), or words of the student's name or e-mail. */
  search?: string | undefined;
  /** yyyy-mm-dd, Casablanca days, both included. */
  from?: string | undefined;
  to?: string | undefined;
  applicationIds?: number[] | undefined;
  userIds?: string[] | undefined;
}

/**
 * Payments with whether their receipt was sent, the statement line or card payment that verified
 * them and their official receipt (docs/documents.md, "Issuing"): the one select every payment answer reads.
 */
export function paymentsWithReceipt(db: Database) {
  return db
    .selectFrom('payments as p')
    .leftJoin('bankStatementLines as verifiedFrom', 'verifiedFrom.id', 'p.statementLineId')
    .leftJoin('cardPaymentAttempts as paidByCard', 'paidByCard.id', 'p.cardAttemptId')
    .selectAll('p')
    .select([
      'verifiedFrom.statementId as verifiedFromStatementId',
      'verifiedFrom.lineNumber as verifiedFromLine',
      'paidByCard.transId as cardTransactionId',
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('paymentReceipts as r').select('r.paymentId').whereRef('r.paymentId', '=', 'p.id'))
        .as('hasReceipt'),
    )
    .select((eb) =>
      eb
        .selectFrom('documents as d')
        .select('d.id')
        .whereRef('d.paymentId', '=', 'p.id')
        .where('d.kind', '=', 'payment-receipt')
        .limit(1)
        .as('receiptDocumentId'),
    );
}

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsWithReceipt>['executeTakeFirstOrThrow']>>;

const DAY_MS = 24 * 60 * 60 * 1000;
// `in ()` is not SQL: an empty list matches these, which nothing has.
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** The payments the staff's list shows for `filters`, in no order: the list's page and the export read it. */
export function filteredPayments(db: Database, filters: Omit<PaymentFilters, 'page' | 'limit'>) {
  let query = paymentsWithReceipt(db);
  if (filters.status) query = query.where('p.status', '=', filters.status);
  if (filters.kind) query = query.where('p.kind', '=', filters.kind);
  if (filters.scholarshipId !== undefined) query = query.where('p.scholarshipId', '=', filters.scholarshipId);
  if (filters.flagged !== undefined) query = query.where('p.flagged', '=', filters.flagged);
  if (filters.from) query = query.where('p.createdAt', '>=', casablancaDayStart(filters.from));
  if (filters.to) query = query.where('p.createdAt', '<', new Date(casablancaDayStart(filters.to).getTime() + DAY_MS));
  if (filters.applicationIds) query = query.where('p.applicationId', 'in', filters.applicationIds);
  if (filters.userIds) query = query.where('p.userId', 'in', filters.userIds.length ? filters.userIds : [NO_USER]);
  if (filters.search) {
    const reference = readPaymentReference(filters.search);
    const pattern = containing(filters.search.trim());
    query = query.where((eb) =>
      eb.or([
        ...(reference ? [eb('p.reference', '=', reference)] : []),
        eb.exists(
          eb
            .selectFrom('users as u')
            .select('u.id')
            .whereRef('u.id', '=', 'p.userId')
            .where(sql<string>`lower(u.first_name || ' ' || u.last_name || ' ' || u.email)`, 'like', pattern),
        ),
      ]),
    );
  }
  return query;
}

/** One page of payments, newest first, and how many match (up to TOTAL_CAP). */
export async function listPayments(db: Database, filters: PaymentFilters) {
  const matching = filteredPayments(db, filters);
  const [rows, total] = await Promise.all([
    matching
      .orderBy('p.createdAt', 'desc')
      .orderBy('p.id', 'desc')
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit)
      .execute(),
    cappedTotal(db, matching),
  ]);
  return { rows, total };
}

export const findPayment = (db: Database, id: number) =>
  paymentsWithReceipt(db).where('p.id', '=', id).executeTakeFirst();

/** A student's own payments: registration's first, then each application's, oldest first. */
export const ownPayments = (db: Database, userId: string) =>
  paymentsWithReceipt(db).where('p.userId', '=', userId).orderBy('p.createdAt').orderBy('p.id').execute();
