import { graphql } from '@/__generated__/gql';

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!, $endOtherSessions: Boolean!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword, endOtherSessions: $endOtherSessions) {
      success message accessToken refreshToken
    }
  }
`);
