import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const UPDATE_USER = staffGraphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) { id email firstName lastName fullName role phoneNumber }
  }
`);
