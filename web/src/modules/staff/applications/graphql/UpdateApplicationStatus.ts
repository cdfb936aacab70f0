import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const UPDATE_APPLICATION_STATUS = staffGraphql(`
  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!, $feedback: String) {
    updateApplicationStatus(id: $id, status: $status, feedback: $feedback) { id status feedback rejectionReason updatedAt }
  }
`);
