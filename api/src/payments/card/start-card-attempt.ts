import type { Actor } from '#api/auth/actor.ts';
import type { AppContext } from '#api/context.ts';
import { AppError, notFound } from '#api/http/app-error.ts';
import { paymentPolicy } from '../payment-policy.ts';
import { isCardPayable } from './card-payable.ts';
import { CMI_CURRENCY_MAD, cmiForm, newOrderId } from './cmi-form.ts';

/** The page CMI's "back to the shop" leads to: the application, the scholarship before applying, or the pending page. */
function shopPath(payment: { applicationId: number | null; scholarshipId: number | null }): string {
  if (payment.applicationId !== null) return `/applications/${payment.applicationId}`;
  return payment.scholarshipId === null ? '/pending' : `/bourses/${payment.scholarshipId}`;
}

/**
 * "Pay by card": a new attempt at CMI for the student's own payment, and the signed form their
 * browser posts to CMI's page (docs/payments.md, "Card payment (CMI)"). Each call is a new attempt
 * with its own order id: CMI refuses an order id paid already, and a student may try another card.
 */
export async function startCardAttempt(context: AppContext, actor: Actor, paymentId: number) {
  const { cmi, publicWebUrl } = context.config;
  if (!cmi) throw notFound('CARD_PAYMENT_UNAVAILABLE');
  const payment = await context.db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['p.id', 'p.userId', 'p.reference', 'p.status', 'p.amountDueCentimes', 'p.applicationId', 'p.scholarshipId'])
    .select(['u.email', 'u.firstName', 'u.lastName', 'u.language'])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
  paymentPolicy.authorize(actor, 'payByCard', { userId: payment?.userId ?? null });
  if (!payment) throw notFound('PAYMENT_NOT_FOUND');
  if (!isCardPayable(payment)) throw new AppError(409, 'PAYMENT_NOT_PAYABLE');
  const attempt = await context.db
    .insertInto('cardPaymentAttempts')
    .values({
      orderId: newOrderId(payment.reference),
      paymentId: payment.id,
      amountCentimes: payment.amountDueCentimes,
      currency: CMI_CURRENCY_MAD,
      createdAt: context.clock.now(),
    })
    .returning(['orderId', 'amountCentimes'])
    .executeTakeFirstOrThrow();
  return cmiForm(cmi, publicWebUrl, {
    orderId: attempt.orderId,
    amountCentimes: attempt.amountCentimes,
    shopPath: shopPath(payment),
    language: payment.language,
    email: payment.email,
    name: `${payment.firstName} ${payment.lastName}`.trim(),
  });
}
