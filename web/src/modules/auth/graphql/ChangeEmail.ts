import { graphql } from '@/__generated__/gql';

// Answers the account: the cache's CurrentUser shows the new address at once.
export const CHANGE_EMAIL = graphql(`
  mutation ChangeEmail($email: String!) {
    changeEmail(email: $email) {
      ...SessionUserFields
    }
  }
`);
