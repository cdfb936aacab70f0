import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { deadlinePassed } from '../scholarships/deadline.ts';
import { openPayment } from './open-payment.ts';

/**
 * The payment of a scholarship's fee, opened before applying so that the student writes its
 * reference in the transfer's label: the same payment each time it is asked for, until applying
 * attaches the receipt to it (payApplicationFee). Once applied, the application's own payment.
 */
export async function openApplicationPayment(context: AppContext, userId: string, scholarshipId: number): Promise<number> {
  const { db, clock } = context;
  const scholarship = await db
    .selectFrom('scholarships')
    .select(['deadline', 'status', 'applicationFeeCentimes'])
    .where('id', '=', scholarshipId)
    .executeTakeFirst();
  if (!scholarship) throw new AppError(404, 'APPLICATION_SCHOLARSHIP_NOT_FOUND');
  if (scholarship.status !== 'published') throw new AppError(409, 'APPLICATION_SCHOLARSHIP_NOT_PUBLISHED');
  if (scholarship.applicationFeeCentimes === null) throw new AppError(409, 'SCHOLARSHIP_FREE');
  const fee = scholarship.applicationFeeCentimes;
  const existing = () =>
    db
      .selectFrom('payments as p')
      .leftJoin('applications as a', 'a.id', 'p.applicationId')
      .select('p.id')
      .where('p.userId', '=', userId)
      .where('p.scholarshipId', '=', scholarshipId)
      .where('p.kind', '=', 'application')
      .where((eb) => eb.or([eb('p.applicationId', 'is', null), eb('a.userId', '=', userId)]))
      .orderBy('p.id', 'desc')
      .executeTakeFirst();
  const found = await existing();
  if (found) return found.id;
  if (deadlinePassed(scholarship.deadline, clock.now())) throw new AppError(409, 'APPLICATION_DEADLINE_PASSED');
  try {
    const opened = await db.transaction().execute((trx) =>
      openPayment(
        trx,
        { kind: 'application', userId, applicationId: null, scholarshipId, amountDueCentimes: fee },
        clock.now(),
        'AWAITING_RECEIPT',
      ),
    );
    return opened.id;
  } catch (error) {
    // Two tabs asked at once: the unique key kept one; answer it.
    const raced = await existing();
    if (raced) return raced.id;
    throw error;
  }
}
