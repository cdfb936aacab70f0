import { graphql } from '@/__generated__/gql';

export const UNSUBSCRIBE_FROM_REMINDERS = graphql(`
  mutation UnsubscribeFromReminders($token: String!) {
    unsubscribeFromReminders(token: $token) { success message }
  }
`);
