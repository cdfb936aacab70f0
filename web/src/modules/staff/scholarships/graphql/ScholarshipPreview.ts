import { staffGraphql } from '@/modules/staff/__generated__/gql';

// The student detail page's fields (modules/scholarships/graphql/ScholarshipDetail.ts), read with the
// staff's rights so that a draft shows too; the student's own application and save do not apply.
export const SCHOLARSHIP_PREVIEW = staffGraphql(`
  query ScholarshipPreview($id: ID!, $language: Language) {
    scholarship(id: $id, language: $language) {
      id title description longDescription status
      textLanguages { title description longDescription faq }
      video { url embedUrl }
      faq { question answer }
      country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed
    }
  }
`);
