import { graphql } from '@/__generated__/gql';

export const SCHOLARSHIP_CARD_FIELDS = graphql(`
  fragment ScholarshipCardFields on Scholarship { id title description textLanguages { title description } country university imageUrl picture { width height sources { type srcset } } startDate deadline deadlinePassed applicationFee { formatted } isSaved }
`);
