import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const VERIFY_PAYMENT = staffGraphql(`
  mutation VerifyPayment($id: ID!, $input: VerifyPaymentInput!) {
    verifyPayment(id: $id, input: $input) { id ...PaymentReviewFields }
  }
`);
