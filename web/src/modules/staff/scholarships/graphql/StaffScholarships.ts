import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffScholarshipsQuery, StaffScholarshipsQueryVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const STAFF_SCHOLARSHIPS: TypedDocumentNode<StaffScholarshipsQuery, StaffScholarshipsQueryVariables> =
  gql`
    query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {
      scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {
        items {
          id
          title
          country
          university
          startDate
          deadline
          deadlinePassed
          applicationCount
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
