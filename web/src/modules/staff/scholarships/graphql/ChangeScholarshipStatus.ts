import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const CHANGE_SCHOLARSHIP_STATUS = staffGraphql(`
  mutation ChangeScholarshipStatus($id: ID!, $change: ScholarshipStatusChange!) {
    changeScholarshipStatus(id: $id, change: $change) { id status }
  }
`);
