import { Router } from 'express';
import { isCardOrderId } from '@bourses/common/card-order-id';
import { z } from 'zod';
import { databaseId } from '#api/applications/application-params.ts';
import { currentActor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import type { CardPaymentFormAnswer } from '#api/contract/card-payment-answer.ts';
import { notFound } from '#api/http/app-error.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { parseInput } from '#api/http/validate.ts';
import { noStore } from '#api/iam/session/no-store.ts';
import { paymentPolicy } from '../payment-policy.ts';
import { findCardAttempt } from './card-attempt-queries.ts';
import { presentCardAttempt } from './card-presenter.ts';
import { startCardAttempt } from './start-card-attempt.ts';

const paymentIdParams = z.object({ id: databaseId('PAYMENT_ID_INVALID') });

/** A student's card payments at CMI (docs/payments.md, "Card payment (CMI)"); the callback is card-callback-route.ts. */
export function createCardPaymentRouter(context: AppContext): Router {
  const router = Router();

  // The signed form to post to CMI's page: a new attempt each time, at most 10 an hour per student.
  router.post(
    '/api/payments/:id/card-attempts',
    rateLimit(context.limits.cardAttemptsPerStudent, (req) => req.actor?.id),
    async (req, res) => {
      const actor = currentActor(req);
      const { id } = parseInput(paymentIdParams, req.params);
      const form: CardPaymentFormAnswer = await startCardAttempt(context, actor, id);
      res.status(201).json({ data: form });
    },
  );

  // The ok and fail pages read what happened from here, never from the address CMI sent the browser to.
  router.get('/api/payments/card-attempts/:orderId', noStore, async (req, res) => {
    const orderId = String(req.params.orderId);
    const attempt = isCardOrderId(orderId) ? await findCardAttempt(context.db, orderId) : undefined;
    paymentPolicy.authorize(req.actor, 'readCardAttempt', { userId: attempt?.userId ?? null });
    if (!attempt) throw notFound('CARD_ATTEMPT_NOT_FOUND');
    res.json({ data: presentCardAttempt(attempt) });
  });
  return router;
}
