import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_USERS = staffGraphql(`
  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {
    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {
      items { ...AccountRowFields }
      pagination { total capped page limit pages }
    }
  }
`);
