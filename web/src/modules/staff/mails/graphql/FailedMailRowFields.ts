import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What a row of the failed-mail table shows (never the mail's body: its links carry tokens). */
export const FAILED_MAIL_ROW_FIELDS = staffGraphql(`
  fragment FailedMailRowFields on FailedMail {
    id recipient subject kind attempts lastError createdAt failedAt
  }
`);
