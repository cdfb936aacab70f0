import { graphql } from '@/__generated__/gql';

export const UNSAVE_SCHOLARSHIP = graphql(`
  mutation UnsaveScholarship($scholarshipId: ID!) {
    unsaveScholarship(scholarshipId: $scholarshipId) { id isSaved }
  }
`);
