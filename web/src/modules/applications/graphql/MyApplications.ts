import { graphql } from '@/__generated__/gql';

export const MY_APPLICATIONS = graphql(`
  query MyApplications($status: ApplicationStatus, $search: String, $page: Int, $limit: Int) {
    myApplications(status: $status, search: $search, page: $page, limit: $limit) {
      items {
        id
        ...ApplicationSummaryFields
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
