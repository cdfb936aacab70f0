import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What a row of the payments table shows. */
export const PAYMENT_ROW_FIELDS = staffGraphql(`
  fragment PaymentRowFields on Payment {
    id kind reference status flagged createdAt
    amountDue { formatted }
    student { id fullName email }
    application { id scholarship { id title } }
  }
`);
