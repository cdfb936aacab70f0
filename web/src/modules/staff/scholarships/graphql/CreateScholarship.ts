import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateScholarshipMutation, CreateScholarshipMutationVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const CREATE_SCHOLARSHIP: TypedDocumentNode<
  CreateScholarshipMutation,
  CreateScholarshipMutationVariables
> = gql`
  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {
    createScholarship(input: $input, image: $image) {
      id
      title
    }
  }
`;
