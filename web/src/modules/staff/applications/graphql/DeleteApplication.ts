import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const DELETE_APPLICATION = staffGraphql(`
  mutation DeleteApplication($id: ID!) {
    deleteApplication(id: $id) { success id }
  }
`);
