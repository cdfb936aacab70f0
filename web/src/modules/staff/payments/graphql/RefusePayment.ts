import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const REFUSE_PAYMENT = staffGraphql(`
  mutation RefusePayment($id: ID!, $reason: String!) {
    refusePayment(id: $id, reason: $reason) { id ...PaymentReviewFields }
  }
`);
