import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const DELETE_SCHOLARSHIP = staffGraphql(`
  mutation DeleteScholarship($id: ID!, $force: Boolean) {
    deleteScholarship(id: $id, force: $force) { success id }
  }
`);
