import { graphql } from '@/__generated__/gql';

export const SESSION_USER_FIELDS = graphql(`
  fragment SessionUserFields on User { id email firstName lastName fullName role approvalStatus isApproved isVerified approvalDate phoneNumber rejectionReason }
`);
