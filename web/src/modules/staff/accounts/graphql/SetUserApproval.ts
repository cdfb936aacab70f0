import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SetUserApprovalMutation, SetUserApprovalMutationVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const SET_USER_APPROVAL: TypedDocumentNode<SetUserApprovalMutation, SetUserApprovalMutationVariables> =
  gql`
    mutation SetUserApproval($userIds: [ID!]!, $status: ApprovalStatus!, $reason: String) {
      setUserApproval(userIds: $userIds, status: $status, reason: $reason) {
        success
        users {
          id
          approvalStatus
          isApproved
          approvalDate
          rejectionReason
        }
      }
    }
  `;
