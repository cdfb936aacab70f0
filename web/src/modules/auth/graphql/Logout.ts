import { graphql } from '@/__generated__/gql';

export const LOGOUT = graphql(`
  mutation Logout($refreshToken: String) {
    logout(refreshToken: $refreshToken) { success }
  }
`);
