import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const STAFF_SCHOLARSHIP_FILTER_OPTIONS = staffGraphql(`
  query StaffScholarshipFilterOptions {
    scholarshipFilterOptions { countries universities }
  }
`);
