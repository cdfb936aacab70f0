import { graphql } from '@/__generated__/gql';

export const APPLICATION_DETAIL = graphql(`
  query ApplicationDetail($id: ID!, $language: Language) {
    application(id: $id) {
      id
      ...ApplicationSummaryFields
      payment {
        id
        ...PaymentSummaryFields
      }
      conversation { id unreadCount }
      history {
        status
        feedback
        at
        actor {
          role
        }
      }
    }
  }
`);
