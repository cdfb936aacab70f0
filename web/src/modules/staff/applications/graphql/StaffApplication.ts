import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffApplicationQuery, StaffApplicationQueryVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const STAFF_APPLICATION: TypedDocumentNode<StaffApplicationQuery, StaffApplicationQueryVariables> =
  gql`
    query StaffApplication($id: ID!) {
      application(id: $id) {
        id
        status
        rejectionReason
        feedback
        receiptUrl
        createdAt
        updatedAt
        applicant {
          id
          fullName
          email
          phoneNumber
          approvalStatus
          isVerified
        }
        scholarship {
          id
          title
          country
          university
          deadline
          deadlinePassed
        }
        history {
          status
          feedback
          at
          actor {
            id
            fullName
            role
          }
        }
      }
    }
  `;
