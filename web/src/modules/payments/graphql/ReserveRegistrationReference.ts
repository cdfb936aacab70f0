import { graphql } from '@/__generated__/gql';

export const RESERVE_REGISTRATION_REFERENCE = graphql(`
  mutation ReserveRegistrationReference {
    reserveRegistrationReference { reference token }
  }
`);
