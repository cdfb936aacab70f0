import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** How a payment was paid and its card attempts at CMI: the payment's page only (PaymentCardDetails). */
export const PAYMENT_CARD_FIELDS = staffGraphql(`
  fragment PaymentCardFields on Payment {
    id method cardTransactionId
    cardAttempts {
      orderId status reason transactionId authCode createdAt
      amount { amount formatted }
    }
  }
`);
