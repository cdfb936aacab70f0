import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const CREATE_USER = staffGraphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) { id role }
  }
`);
