import { graphql } from '@/__generated__/gql';

export const REFRESH_TOKEN = graphql(`
  mutation RefreshToken($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) { accessToken refreshToken }
  }
`);
