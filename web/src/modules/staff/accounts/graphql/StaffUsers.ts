import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffUsersQuery, StaffUsersQueryVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const STAFF_USERS: TypedDocumentNode<StaffUsersQuery, StaffUsersQueryVariables> = gql`
  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {
    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {
      items {
        id
        email
        firstName
        lastName
        fullName
        role
        approvalStatus
        isVerified
        approvalDate
        phoneNumber
        createdAt
      }
      pagination {
        total
        page
        limit
        pages
      }
    }
  }
`;
