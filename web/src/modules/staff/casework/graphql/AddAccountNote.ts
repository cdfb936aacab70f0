import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const ADD_ACCOUNT_NOTE = staffGraphql(`
  mutation AddAccountNote($userId: ID!, $text: String!) {
    addAccountNote(userId: $userId, text: $text) { ...NoteFields }
  }
`);
