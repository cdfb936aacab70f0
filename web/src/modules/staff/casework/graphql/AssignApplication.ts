import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const ASSIGN_APPLICATION = staffGraphql(`
  mutation AssignApplication($id: ID!, $assigneeId: ID) {
    assignApplication(id: $id, assigneeId: $assigneeId) { id assignee { id fullName } }
  }
`);
