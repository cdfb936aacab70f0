import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_APPLICATIONS = staffGraphql(`
  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {
    applications(filter: $filter, page: $page, limit: $limit) {
      items { ...ApplicationRowFields }
      pagination { total capped page limit pages }
    }
  }
`);
