import { graphql } from '@/__generated__/gql';

export const SCHOLARSHIP_CHOICES = graphql(`
  query ScholarshipChoices($page: Int, $limit: Int) {
    scholarships(page: $page, limit: $limit) {
      items {
        id
        title
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
