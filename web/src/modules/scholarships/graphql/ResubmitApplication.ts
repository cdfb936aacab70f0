import { graphql } from '@/__generated__/gql';

export const RESUBMIT_APPLICATION = graphql(`
  mutation ResubmitApplication($applicationId: ID!, $receipt: Upload!) {
    resubmitApplication(applicationId: $applicationId, receipt: $receipt) {
      id
      ...MyApplicationFields
    }
  }
`);
