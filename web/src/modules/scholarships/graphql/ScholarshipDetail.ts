import { graphql } from '@/__generated__/gql';

export const SCHOLARSHIP_DETAIL = graphql(`
  query ScholarshipDetail($id: ID!, $language: Language) {
    scholarship(id: $id, language: $language) {
      id title description longDescription
      video { url embedUrl }
      faq { question answer }
      country university imageUrl startDate deadline deadlinePassed
      myApplication {
        id
        ...MyApplicationFields
      }
    }
  }
`);
