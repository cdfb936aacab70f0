import type { Database } from '#api/db/database.ts';

/** One attempt with what its payment says of it: whose, what for (the ok and fail pages read it). */
export const findCardAttempt = (db: Database, orderId: string) =>
  db
    .selectFrom('cardPaymentAttempts as a')
    .innerJoin('payments as p', 'p.id', 'a.paymentId')
    .selectAll('a')
    .select(['p.userId', 'p.applicationId', 'p.kind'])
    .where('a.orderId', '=', orderId)
    .executeTakeFirst();

export type CardAttemptRow = NonNullable<Awaited<ReturnType<typeof findCardAttempt>>>;

/** The card attempts of each payment, oldest first, in one query for a page of payments. */
export async function cardAttemptsOf(db: Database, paymentIds: readonly number[]) {
  const rows =
    paymentIds.length === 0
      ? []
      : await db
          .selectFrom('cardPaymentAttempts')
          .selectAll()
          .where('paymentId', 'in', paymentIds)
          .orderBy('createdAt')
          .orderBy('id')
          .execute();
  const byPayment = new Map<number, typeof rows>();
  for (const row of rows) byPayment.set(row.paymentId, [...(byPayment.get(row.paymentId) ?? []), row]);
  return byPayment;
}

export type StaffCardAttemptRow = Awaited<ReturnType<typeof cardAttemptsOf>> extends Map<number, (infer Row)[]> ? Row : never;
