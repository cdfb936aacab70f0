import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_SCHOLARSHIPS = staffGraphql(`
  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {
    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {
      items { id title country university startDate deadline deadlinePassed applicationCount }
      pagination { total page limit pages }
    }
  }
`);
