import { graphql } from '@/__generated__/gql';

export const STAFF_USERS = graphql(`
  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int) {
    users(filter: $filter, page: $page, limit: $limit) {
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
`);
