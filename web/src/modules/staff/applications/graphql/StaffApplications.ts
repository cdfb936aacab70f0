import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffApplicationsQuery, StaffApplicationsQueryVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const STAFF_APPLICATIONS: TypedDocumentNode<StaffApplicationsQuery, StaffApplicationsQueryVariables> =
  gql`
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
  `;
