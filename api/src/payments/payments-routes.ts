import { Router } from 'express';
import { currentActor } from '../auth/actor.ts';
import type { AppContext } from '../context.ts';
import { z } from 'zod';
import { databaseId } from '../applications/application-params.ts';
import type { StaffPaymentAnswer } from '../contract/payment-answer.ts';
import type { Presented } from '../contract/presented.ts';
import { notFound } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { duplicatesOf } from './payment-duplicates.ts';
import { paymentPolicy } from './payment-policy.ts';
import { presentPayment } from './payment-presenter.ts';

const paymentIdParams = z.object({ id: databaseId('PAYMENT_ID_INVALID') });

/** The payments under /api/payments (docs/payments.md). */
export function createPaymentsRouter(context: AppContext): Router {
  const router = Router();

  // The caller's own payments, registration's first, then each application's, oldest first.
  router.get('/api/payments/mine', paymentPolicy.guard('readOwn'), async (req, res) => {
    const rows = await context.db
      .selectFrom('payments')
      .selectAll()
      .where('userId', '=', currentActor(req).id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    res.json({ data: rows.map(presentPayment) });
  });

  // One payment for staff, with the other payments whose receipt is the same file or a copy of it.
  router.get('/api/payments/:id', paymentPolicy.guard('read'), async (req, res) => {
    const { id } = parseInput(paymentIdParams, req.params);
    const row = await context.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('PAYMENT_NOT_FOUND');
    const duplicates = await duplicatesOf(context.db, id);
    res.json({
      data: {
        ...presentPayment(row),
        userId: row.userId,
        duplicates: duplicates.map((duplicate) => ({
          paymentId: String(duplicate.paymentId),
          reference: duplicate.reference,
          similarity: duplicate.similarity,
        })),
      } satisfies Presented<StaffPaymentAnswer>,
    });
  });
  return router;
}
