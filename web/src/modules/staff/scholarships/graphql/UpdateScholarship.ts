import { graphql } from '@/__generated__/gql';

export const UPDATE_SCHOLARSHIP = graphql(`
  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {
    updateScholarship(id: $id, input: $input, image: $image) {
      id
      title
      imageUrl
    }
  }
`);
