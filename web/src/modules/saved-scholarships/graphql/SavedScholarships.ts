import { graphql } from '@/__generated__/gql';

export const SAVED_SCHOLARSHIPS = graphql(`
  query SavedScholarships($page: Int, $limit: Int, $language: Language) {
    savedScholarships(page: $page, limit: $limit, language: $language) {
      items {
        id
        ...ScholarshipCardFields
      }
      pagination { total page limit pages }
    }
  }
`);
