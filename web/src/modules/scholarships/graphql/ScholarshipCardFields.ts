import { graphql } from '@/__generated__/gql';

export const SCHOLARSHIP_CARD_FIELDS = graphql(`
  fragment ScholarshipCardFields on Scholarship { id title description country university imageUrl startDate deadline deadlinePassed }
`);
