import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RegisterAgentMutation, RegisterAgentMutationVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const REGISTER_AGENT: TypedDocumentNode<RegisterAgentMutation, RegisterAgentMutationVariables> = gql`
  mutation RegisterAgent($input: CreateUserInput!) {
    registerAgent(input: $input) {
      id
      role
    }
  }
`;
