import { graphql } from '@/__generated__/gql';

export const SCHOLARSHIP_TRANSLATION_FIELDS = graphql(`
  fragment ScholarshipTranslationFields on ScholarshipTranslation {
    title
    description
    longDescription
    videoUrl
    faq {
      question
      answer
    }
  }
`);
