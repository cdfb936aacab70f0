import { graphql } from '@/__generated__/gql';

export const APPLICATION_SUMMARY_FIELDS = graphql(`
  fragment ApplicationSummaryFields on Application {
    id status rejectionReason feedback receiptUrl createdAt updatedAt
    scholarship { id title textLanguages { title } country university deadline deadlinePassed }
    conversation { id unreadCount }
  }
`);
