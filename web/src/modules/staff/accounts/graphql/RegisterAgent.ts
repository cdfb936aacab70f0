import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const REGISTER_AGENT = staffGraphql(`
  mutation RegisterAgent($input: CreateUserInput!) {
    registerAgent(input: $input) { id role }
  }
`);
