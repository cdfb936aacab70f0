import { Router } from 'express';
import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@bourses/common/statuses';
import { currentActor } from '../auth/actor.ts';
import { callerOf } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import { databaseId, pagingQuery } from '../applications/application-params.ts';
import type { StaffPaymentAnswer } from '../contract/payment-answer.ts';
import type { Presented } from '../contract/presented.ts';
import { notFound } from '../http/app-error.ts';
import { pageOf } from '../http/page.ts';
import { parseInput } from '../http/validate.ts';
import { isoDateSchema } from '../scholarships/iso-date.ts';
import { idListSchema } from '../http/id-list.ts';
import { UUID_PATTERN } from '../iam/users/user-id.ts';
import { MAX_PAGE_SIZE } from '@bourses/common/limits';
import { clientAddress, rateLimit } from '../http/rate-limit.ts';
import { openApplicationPayment } from './open-application-payment.ts';
import { reserveRegistrationReference } from './registration-reference.ts';
import { duplicatesOf } from './payment-duplicates.ts';
import { paymentPolicy } from './payment-policy.ts';
import { cardAttemptsOf } from './card/card-attempt-queries.ts';
import { presentPayment, presentStaffPayment } from './payment-presenter.ts';
import { findPayment, listPayments, ownPayments, type PaymentRow } from './payment-queries.ts';
import { refusePayment, verifyPayment } from './review/review-payment.ts';
import { refusalSchema, toVerification, verificationSchema } from './review/review-schemas.ts';

const paymentIdParams = z.object({ id: databaseId('PAYMENT_ID_INVALID') });
const openBody = z.object({ scholarshipId: databaseId('APPLICATION_SCHOLARSHIP_ID_INVALID') });

/** The staff list's query; its filters are the export's too (payments/finance/finance-routes.ts). */
export const listQuery = z.object({
  ...pagingQuery,
  status: z.enum(PAYMENT_STATUSES, 'PAYMENT_FILTER_INVALID').optional(),
  kind: z.enum(PAYMENT_KINDS, 'PAYMENT_FILTER_INVALID').optional(),
  scholarshipId: databaseId('APPLICATION_SCHOLARSHIP_ID_INVALID').optional(),
  flagged: z.enum(['true', 'false'], 'PAYMENT_FILTER_INVALID').transform((flag) => flag === 'true').optional(),
  search: z.string('PAYMENT_FILTER_INVALID').trim().max(200, 'PAYMENT_FILTER_INVALID').optional(),
  from: isoDateSchema('PAYMENT_FILTER_INVALID').optional(),
  to: isoDateSchema('PAYMENT_FILTER_INVALID').optional(),
  // The bff's batches: the payments of a page of applications or accounts in one call.
  applicationIds: idListSchema('PAYMENT_FILTER_INVALID').optional(),
  userIds: z
    .string('PAYMENT_FILTER_INVALID')
    .transform((ids) => [...new Set(ids.split(',').map((id) => id.trim().toLowerCase()))])
    .pipe(z.array(z.string().regex(UUID_PATTERN, 'PAYMENT_FILTER_INVALID')).max(MAX_PAGE_SIZE, 'PAYMENT_FILTER_INVALID'))
    .optional(),
});

/** The payments under /api/payments (docs/payments.md). */
export function createPaymentsRouter(context: AppContext): Router {
  const router = Router();
  const { db } = context;

  /** A payment as staff read it, with the other payments whose receipt is the same file or a copy of it. */
  const withDuplicates = async (row: PaymentRow) => {
    const [duplicates, attempts] = await Promise.all([duplicatesOf(db, row.id), cardAttemptsOf(db, [row.id])]);
    return {
      ...presentStaffPayment(row, attempts.get(row.id) ?? []),
      duplicates: duplicates.map((duplicate) => ({
        paymentId: String(duplicate.paymentId),
        reference: duplicate.reference,
        similarity: duplicate.similarity,
      })),
    } satisfies Presented<StaffPaymentAnswer>;
  };

  /** One payment as staff read it, read again after a change. */
  const staffPayment = async (id: number) => {
    const row = await findPayment(db, id);
    if (!row) throw notFound('PAYMENT_NOT_FOUND');
    return withDuplicates(row);
  };

  // Card payment is offered to a payment's own student only, when CMI is configured.
  const cardOffered = context.config.cmi !== undefined;

  // The caller's own payments, registration's first, then each application's, oldest first.
  router.get('/api/payments/mine', paymentPolicy.guard('readOwn'), async (req, res) => {
    res.json({ data: (await ownPayments(db, currentActor(req).id)).map((row) => presentPayment(row, cardOffered)) });
  });

  // Anyone about to register: the reference to write in the transfer's label before the account exists.
  router.post(
    '/api/payments/registration-reference',
    rateLimit(context.limits.referencesPerAddress, clientAddress),
    async (_req, res) => {
      res.status(201).json({ data: await reserveRegistrationReference(db, context.clock.now()) });
    },
  );

  // An approved student opens a scholarship's fee to read its reference before paying and applying.
  router.post('/api/payments/application-fee', paymentPolicy.guard('open'), async (req, res) => {
    const { scholarshipId } = parseInput(openBody, req.body ?? {});
    const id = await openApplicationPayment(context, currentActor(req).id, scholarshipId);
    const row = await findPayment(db, id);
    if (!row) throw notFound('PAYMENT_NOT_FOUND');
    res.json({ data: presentPayment(row, cardOffered) });
  });

  // Staff: every payment, newest first, by status, kind, scholarship, flag, search and days.
  router.get('/api/payments', paymentPolicy.guard('review'), async (req, res) => {
    const query = parseInput(listQuery, req.query);
    const { rows, total } = await listPayments(db, query);
    const attempts = await cardAttemptsOf(
      db,
      rows.map((row) => row.id),
    );
    const page = rows.map((row) => presentStaffPayment(row, attempts.get(row.id) ?? []));
    res.json({ data: pageOf(page, total, query.page, query.limit) });
  });

  // One payment: staff any, with its duplicates; a student their own.
  router.get('/api/payments/:id', async (req, res) => {
    const { id } = parseInput(paymentIdParams, req.params);
    const row = await findPayment(db, id);
    paymentPolicy.authorize(req.actor, 'read', { userId: row?.userId ?? null });
    if (!row) throw notFound('PAYMENT_NOT_FOUND');
    res.json({
      data: paymentPolicy.can(req.actor, 'review')
        ? await withDuplicates(row)
        : presentPayment(row, cardOffered && row.userId === req.actor?.id),
    });
  });

  router.post('/api/payments/:id/verify', paymentPolicy.guard('review'), async (req, res) => {
    const { id } = parseInput(paymentIdParams, req.params);
    const verification = toVerification(parseInput(verificationSchema, req.body ?? {}));
    await verifyPayment(context, callerOf(req), id, verification);
    res.json({ data: await staffPayment(id) });
  });

  router.post('/api/payments/:id/refuse', paymentPolicy.guard('review'), async (req, res) => {
    const { id } = parseInput(paymentIdParams, req.params);
    const { reason } = parseInput(refusalSchema, req.body ?? {});
    await refusePayment(context, callerOf(req), id, reason);
    res.json({ data: await staffPayment(id) });
  });
  return router;
}
