import { cardPaymentGraphql } from '@/modules/card-payment/__generated__/gql';

export const START_CARD_PAYMENT = cardPaymentGraphql(`
  mutation StartCardPayment($paymentId: ID!) {
    startCardPayment(paymentId: $paymentId) {
      action
      fields { name value }
    }
  }
`);
