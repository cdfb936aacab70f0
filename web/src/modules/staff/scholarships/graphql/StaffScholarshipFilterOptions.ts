import { graphql } from '@/__generated__/gql';

export const STAFF_SCHOLARSHIP_FILTER_OPTIONS = graphql(`
  query StaffScholarshipFilterOptions {
    scholarshipFilterOptions {
      countries
      universities
    }
  }
`);
