import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_PAYMENT = staffGraphql(`
  query StaffPayment($id: ID!) {
    payment(id: $id) {
      id createdAt
      ...PaymentReviewFields
      ...PaymentCardFields
      receiptDocument { ...StaffDocumentFields }
      student { id fullName email }
      application { id scholarship { id title } }
    }
  }
`);
