import { graphql } from '@/__generated__/gql';

export const OPEN_APPLICATION_PAYMENT = graphql(`
  mutation OpenApplicationPayment($scholarshipId: ID!, $language: Language) {
    openApplicationPayment(scholarshipId: $scholarshipId) {
      id
      ...PaymentSummaryFields
    }
  }
`);
