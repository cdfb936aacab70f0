import { graphql } from '@/__generated__/gql';

export const UNREAD_MESSAGES = graphql(`
  query UnreadMessages {
    unreadMessages { messages conversations }
  }
`);
