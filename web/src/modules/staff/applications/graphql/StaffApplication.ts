import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_APPLICATION = staffGraphql(`
  query StaffApplication($id: ID!) {
    application(id: $id) {
      id status rejectionReason feedback receiptUrl createdAt updatedAt applicantDeleted corrected
      applicant { id fullName email phoneNumber approvalStatus isVerified language }
      scholarship { id title textLanguages { title } country university deadline deadlinePassed }
      history {
        status feedback at correctionRequestId
        actor { id fullName role }
      }
      assignee { id fullName }
      payment { ...PaymentReviewFields receiptDocument { ...StaffDocumentFields } }
      notes { ...NoteFields }
      conversation { id unreadCount }
      correctionRequest { ...CorrectionRequestFields }
      documents { ...StaffDocumentFields }
    }
  }
`);
