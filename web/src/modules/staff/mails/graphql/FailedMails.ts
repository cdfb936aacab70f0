import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const FAILED_MAILS = staffGraphql(`
  query FailedMails($page: Int, $limit: Int) {
    failedMails(page: $page, limit: $limit) {
      items { ...FailedMailRowFields }
      pagination { total page limit pages }
    }
  }
`);
