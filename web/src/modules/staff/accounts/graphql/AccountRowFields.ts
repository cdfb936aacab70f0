import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What a row of the accounts table (and of its CSV export) shows. */
export const ACCOUNT_ROW_FIELDS = staffGraphql(`
  fragment AccountRowFields on User {
    id email firstName lastName fullName role approvalStatus isVerified approvalDate phoneNumber createdAt corrected
    assignee { id fullName }
    conversation { id unreadCount }
  }
`);
