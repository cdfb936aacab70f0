import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_SCHOLARSHIPS = staffGraphql(`
  query StaffScholarships($filter: ScholarshipFilter, $page: Int, $limit: Int, $language: Language) {
    scholarships(filter: $filter, page: $page, limit: $limit, language: $language) {
      items { ...ScholarshipRowFields }
      pagination { total page limit pages }
    }
  }
`);
