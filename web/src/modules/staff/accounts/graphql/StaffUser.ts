import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_USER = staffGraphql(`
  query StaffUser($id: ID!) {
    user(id: $id) {
      id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason language createdAt paymentReceiptUrl serviceContractUrl secondFactorEnabled
      assignee { id fullName }
      registrationPayment { ...PaymentReviewFields }
      notes { ...NoteFields }
      conversation { id unreadCount }
      correctionRequest { ...CorrectionRequestFields }
    }
  }
`);
