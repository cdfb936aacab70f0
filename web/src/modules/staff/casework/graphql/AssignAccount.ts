import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const ASSIGN_ACCOUNT = staffGraphql(`
  mutation AssignAccount($id: ID!, $assigneeId: ID) {
    assignAccount(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }
  }
`);
