import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const SCHOLARSHIP_CHOICES = staffGraphql(`
  query ScholarshipChoices($page: Int, $limit: Int) {
    scholarships(page: $page, limit: $limit) {
      items { id title }
      pagination { total page limit pages }
    }
  }
`);
