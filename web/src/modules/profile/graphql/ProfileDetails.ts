import { graphql } from '@/__generated__/gql';

export const PROFILE_DETAILS = graphql(`
  query ProfileDetails {
    me {
      id
      ...SessionUserFields
      createdAt paymentReceiptUrl serviceContractUrl deadlineReminders messageMails
    }
  }
`);
