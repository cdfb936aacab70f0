import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const APPROVE_APPLICATION = staffGraphql(`
  mutation ApproveApplication($id: ID!, $feedback: String, $payment: VerifyPaymentInput) {
    approveApplication(id: $id, feedback: $feedback, payment: $payment) {
      id status feedback rejectionReason updatedAt
      payment { ...PaymentReviewFields }
    }
  }
`);
