import { graphql } from '@/__generated__/gql';

// Also the staff's preview of a scholarship in any status (modules/staff/scholarships): the same page,
// read with the staff's rights; `status` is for its banner, `myApplication` and `isSaved` are null there.

export const SCHOLARSHIP_DETAIL = graphql(`
  query ScholarshipDetail($id: ID!, $language: Language) {
    scholarship(id: $id, language: $language) {
      id title description longDescription status
      textLanguages { title description longDescription faq }
      video { url embedUrl }
      faq { question answer }
      country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted(language: $language) } isSaved
      myApplication {
        id
        ...MyApplicationFields
      }
    }
  }
`);
