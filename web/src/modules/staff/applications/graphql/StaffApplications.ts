import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_APPLICATIONS = staffGraphql(`
  query StaffApplications($filter: ApplicationFilter, $page: Int, $limit: Int) {
    applications(filter: $filter, page: $page, limit: $limit) {
      items {
        id status feedback createdAt updatedAt
        applicant { id fullName email phoneNumber }
        scholarship { id title }
      }
      pagination { total page limit pages }
    }
  }
`);
