import { graphql } from '@/__generated__/gql';

export const SAVE_SCHOLARSHIP = graphql(`
  mutation SaveScholarship($scholarshipId: ID!) {
    saveScholarship(scholarshipId: $scholarshipId) { id isSaved }
  }
`);
