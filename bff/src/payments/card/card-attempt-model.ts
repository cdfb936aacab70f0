import type { CardAttemptAnswer, StaffCardAttemptAnswer } from '@bourses/api/contract';

/**
 * The parent value of every `CardPaymentAttempt` field resolver: an attempt as its student reads it
 * (GET /api/payments/card-attempts/{orderId}), or as staff read it on its payment, with CMI's ids.
 */
export type CardAttemptModel = Omit<CardAttemptAnswer, 'applicationId' | 'kind'> &
  Partial<Pick<StaffCardAttemptAnswer, 'transactionId' | 'authCode'>>;
