import { cardAttemptAnswerSchema, cardPaymentFormAnswerSchema } from '@bourses/api/contract';
import { objectData } from '../../rest/envelopes.ts';
import { idSegment } from '../../rest/resource-id.ts';
import type { RestClient } from '../../rest/rest-client.ts';

/** Card payments at CMI (/api/payments/…/card-attempts; docs/payments.md, "Card payment (CMI)"). */
export function createCardPaymentsClient(rest: RestClient) {
  return {
    /** A new attempt of the student's own payment: the signed form their browser posts to CMI. */
    async start(paymentId: string) {
      const body = await rest.send('POST', `/api/payments/${idSegment(paymentId)}/card-attempts`, {});
      return objectData(cardPaymentFormAnswerSchema, body, 'startCardPayment');
    },
    /** One attempt as the ok and fail pages read it: its student's, or any for staff. */
    async attempt(orderId: string) {
      const body = await rest.get(`/api/payments/card-attempts/${idSegment(orderId)}`);
      return objectData(cardAttemptAnswerSchema, body, 'cardPaymentAttempt');
    },
  };
}

export type CardPaymentsClient = ReturnType<typeof createCardPaymentsClient>;
