import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What the payment panel shows and the approval rule reads: the money, the receipt, the decision and the duplicates. */
export const PAYMENT_REVIEW_FIELDS = staffGraphql(`
  fragment PaymentReviewFields on Payment {
    id kind reference status receiptUrl refusalReason verifiedAt paidOn bankTransactionReference verifiedFrom flagged
    amountDue { amount formatted }
    amountReceived { amount formatted }
    reviewedBy { id fullName }
    duplicates {
      similarity
      payment {
        id reference status
        student { id fullName email }
      }
    }
  }
`);
