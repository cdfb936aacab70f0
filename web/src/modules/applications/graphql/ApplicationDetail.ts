import { graphql } from '@/__generated__/gql';

export const APPLICATION_DETAIL = graphql(`
  query ApplicationDetail($id: ID!) {
    application(id: $id) {
      id
      ...ApplicationSummaryFields
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
