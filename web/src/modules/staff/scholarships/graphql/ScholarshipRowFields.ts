import { staffGraphql } from '@/modules/staff/__generated__/gql';

/** What a row of the staff's scholarships table shows. */
export const SCHOLARSHIP_ROW_FIELDS = staffGraphql(`
  fragment ScholarshipRowFields on Scholarship {
    id title status textLanguages { title } country university startDate deadline deadlinePassed applicationCount
  }
`);
