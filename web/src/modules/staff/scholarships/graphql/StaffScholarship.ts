import { gql, type TypedDocumentNode } from '@apollo/client';
import type { StaffScholarshipQuery, StaffScholarshipQueryVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const STAFF_SCHOLARSHIP: TypedDocumentNode<StaffScholarshipQuery, StaffScholarshipQueryVariables> =
  gql`
    query StaffScholarship($id: ID!) {
      scholarship(id: $id) {
        id
        country
        university
        imageUrl
        startDate
        deadline
        translations {
          fr {
            title
            description
            longDescription
            videoUrl
            faq {
              question
              answer
            }
          }
          ar {
            title
            description
            longDescription
            videoUrl
            faq {
              question
              answer
            }
          }
          en {
            title
            description
            longDescription
            videoUrl
            faq {
              question
              answer
            }
          }
        }
      }
    }
  `;
