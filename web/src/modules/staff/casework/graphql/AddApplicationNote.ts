import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const ADD_APPLICATION_NOTE = staffGraphql(`
  mutation AddApplicationNote($applicationId: ID!, $text: String!) {
    addApplicationNote(applicationId: $applicationId, text: $text) { ...NoteFields }
  }
`);
