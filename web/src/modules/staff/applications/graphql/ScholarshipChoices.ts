import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ScholarshipChoicesQuery, ScholarshipChoicesQueryVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const SCHOLARSHIP_CHOICES: TypedDocumentNode<
  ScholarshipChoicesQuery,
  ScholarshipChoicesQueryVariables
> = gql`
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
`;
