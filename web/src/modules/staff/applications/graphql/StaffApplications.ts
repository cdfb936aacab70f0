import { graphql } from '@/__generated__/gql';

export const STAFF_APPLICATIONS = graphql(`
  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {
    applications(filter: $filter, page: $page, limit: $limit) {
      items {
        id
        status
        feedback
        createdAt
        updatedAt
        applicant {
          id
          fullName
          email
          phoneNumber
        }
        scholarship {
          id
          title
        }
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
