import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const DELETE_USER = staffGraphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) { success id }
  }
`);
