import { graphql } from '@/__generated__/gql';

export const SET_DEADLINE_REMINDERS = graphql(`
  mutation SetDeadlineReminders($enabled: Boolean!) {
    updateProfile(input: { deadlineReminders: $enabled }) { id deadlineReminders }
  }
`);
