import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const UPDATE_SCHOLARSHIP = staffGraphql(`
  mutation UpdateScholarship($id: ID!, $input: ScholarshipInput!, $image: Upload) {
    updateScholarship(id: $id, input: $input, image: $image) { id title imageUrl }
  }
`);
