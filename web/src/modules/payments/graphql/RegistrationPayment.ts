import { graphql } from '@/__generated__/gql';

// Apart from the session's query (CurrentUser), which every page asks: only the pending page needs it.
export const REGISTRATION_PAYMENT = graphql(`
  query RegistrationPayment($language: Language) {
    me {
      id
      registrationPayment {
        id
        ...PaymentSummaryFields
      }
    }
  }
`);
