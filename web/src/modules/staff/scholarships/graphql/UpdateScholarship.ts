import { gql, type TypedDocumentNode } from '@apollo/client';
import type { UpdateScholarshipMutation, UpdateScholarshipMutationVariables } from '@/__generated__/graphql';

// A gql document typed by codegen rather than graphql(): codegen's shared module would put it in the students' chunk.
export const UPDATE_SCHOLARSHIP: TypedDocumentNode<
  UpdateScholarshipMutation,
  UpdateScholarshipMutationVariables
> = gql`
  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {
    updateScholarship(id: $id, input: $input, image: $image) {
      id
      title
      imageUrl
    }
  }
`;
