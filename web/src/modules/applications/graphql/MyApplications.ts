import { graphql } from '@/__generated__/gql';

export const MY_APPLICATIONS = graphql(`
  query MyApplications($status: ApplicationStatus, $page: Int, $limit: Int) {
    myApplications(status: $status, page: $page, limit: $limit) {
      items {
        id
        ...ApplicationSummaryFields
      }
      pagination { total page limit pages }
    }
  }
`);
