import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const SET_USER_APPROVAL = staffGraphql(`
  mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String, $payment: VerifyPaymentInput) {
    setUserApproval(userIds: $userIds, status: $status, reason: $reason, payment: $payment) {
      success
      users {
        id approvalStatus isApproved approvalDate rejectionReason
        registrationPayment { ...PaymentReviewFields }
      }
    }
  }
`);
