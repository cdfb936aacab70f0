import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What a row of the applications table (and of its CSV export) shows. */
export const APPLICATION_ROW_FIELDS = staffGraphql(`
  fragment ApplicationRowFields on Application {
    id status feedback createdAt updatedAt corrected
    conversation { id unreadCount }
    applicant { id fullName email phoneNumber }
    scholarship { id title textLanguages { title } }
    assignee { id fullName }
  }
`);
