import { cardPaymentGraphql } from '@/modules/card-payment/__generated__/gql';

// The amount written in the page's language; the payment says where to go back and whether to try again.
export const CARD_PAYMENT_RETURN = cardPaymentGraphql(`
  query CardPaymentReturn($orderId: ID!, $language: Language) {
    cardPaymentAttempt(orderId: $orderId) {
      orderId status reason
      amount { amount formatted(language: $language) }
      payment {
        id kind cardPayable
        application { id }
        scholarship { id }
      }
    }
  }
`);
