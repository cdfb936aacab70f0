import { graphql } from '@/__generated__/gql';

export const SCHOLARSHIP_DETAIL = graphql(`
  query ScholarshipDetail($id: ID!, $language: Language) {
    scholarship(id: $id, language: $language) {
      id title description longDescription
      textLanguages { title description longDescription faq }
      video { url embedUrl }
      faq { question answer }
      country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed isSaved
      myApplication {
        id
        ...MyApplicationFields
      }
    }
  }
`);
