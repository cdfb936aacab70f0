import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_USERS = staffGraphql(`
  query StaffUsers($filter: UserFilter, $page: Int, $limit: Int, $sort: UserSort) {
    users(filter: $filter, page: $page, limit: $limit, sort: $sort) {
      items { id email firstName lastName fullName role approvalStatus isVerified approvalDate phoneNumber createdAt }
      pagination { total page limit pages }
    }
  }
`);
