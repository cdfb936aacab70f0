import { graphql } from '@/__generated__/gql';

export const SCHOLARSHIP_LIST = graphql(`
  query ScholarshipList($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {
    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {
      items {
        id
        ...ScholarshipCardFields
      }
      pagination { total page limit pages }
    }
  }
`);
