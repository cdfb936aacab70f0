import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const CREATE_SCHOLARSHIP = staffGraphql(`
  mutation CreateScholarship($input: ScholarshipInput!, $image: Upload) {
    createScholarship(input: $input, image: $image) { id title }
  }
`);
