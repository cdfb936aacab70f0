import { graphql } from '@/__generated__/gql';

export const CURRENT_USER = graphql(`
  query CurrentUser {
    me {
      ...SessionUserFields
    }
  }
`);
