import { graphql } from '@/__generated__/gql';

export const WITHDRAW_APPLICATION = graphql(`
  mutation WithdrawApplication($id: ID!) {
    withdrawApplication(id: $id) {
      id
      ...ApplicationSummaryFields
    }
  }
`);
