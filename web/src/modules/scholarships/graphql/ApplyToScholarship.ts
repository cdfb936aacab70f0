import { graphql } from '@/__generated__/gql';

export const APPLY_TO_SCHOLARSHIP = graphql(`
  mutation ApplyToScholarship($scholarshipId: ID!, $receipt: Upload) {
    applyToScholarship(scholarshipId: $scholarshipId, receipt: $receipt) {
      id
      ...MyApplicationFields
    }
  }
`);
