import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_PAYMENTS = staffGraphql(`
  query StaffPayments($filter: PaymentFilter, $page: Int, $limit: Int) {
    payments(filter: $filter, page: $page, limit: $limit) {
      items { ...PaymentRowFields }
      pagination { total capped page limit pages }
    }
  }
`);
