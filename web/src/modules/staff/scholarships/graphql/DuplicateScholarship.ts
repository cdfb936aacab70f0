import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const DUPLICATE_SCHOLARSHIP = staffGraphql(`
  mutation DuplicateScholarship($id: ID!) {
    duplicateScholarship(id: $id) { id }
  }
`);
