import { graphql } from '@/__generated__/gql';

export const CREATE_SCHOLARSHIP = graphql(`
  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {
    createScholarship(input: $input, image: $image) {
      id
      title
    }
  }
`);
