import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const DELETE_MESSAGE_TEMPLATE = staffGraphql(`
  mutation DeleteMessageTemplate($id: ID!) {
    deleteMessageTemplate(id: $id) { success id }
  }
`);
