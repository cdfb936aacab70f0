import { Router } from 'express';
import { currentActor } from '../auth/actor.ts';
import type { AppContext } from '../context.ts';
import { paymentPolicy } from './payment-policy.ts';
import { presentPayment } from './payment-presenter.ts';

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
  return router;
}
