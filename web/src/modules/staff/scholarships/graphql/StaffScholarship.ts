import { graphql } from '@/__generated__/gql';

export const STAFF_SCHOLARSHIP = graphql(`
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
          ...ScholarshipTranslationFields
        }
        ar {
          ...ScholarshipTranslationFields
        }
        en {
          ...ScholarshipTranslationFields
        }
      }
    }
  }
`);
