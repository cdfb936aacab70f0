import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffUserQuery, StaffUserQueryVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const STAFF_USER: TypedDocumentNode<StaffUserQuery, StaffUserQueryVariables> = gql`
  query StaffUser($id: ID!) {
    user(id: $id) {
      id
      email
      firstName
      lastName
      fullName
      role
      approvalStatus
      isApproved
      isVerified
      approvalDate
      phoneNumber
      rejectionReason
      language
      createdAt
      paymentReceiptUrl
      serviceContractUrl
    }
  }
`;
