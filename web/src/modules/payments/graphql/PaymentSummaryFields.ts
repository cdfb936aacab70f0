import { graphql } from '@/__generated__/gql';

// Amounts written in the page's language: a language of its own in the cache, so that switching it asks again.
export const PAYMENT_SUMMARY_FIELDS = graphql(`
  fragment PaymentSummaryFields on Payment {
    id kind reference status refusalReason paidOn verifiedAt method cardPayable
    amountDue { amount formatted(language: $language) }
    amountReceived { formatted(language: $language) }
    receiptDocument { id url }
  }
`);
