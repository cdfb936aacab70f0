import { graphql } from '@/__generated__/gql';

export const SCHOLARSHIP_FILTER_OPTIONS = graphql(`
  query ScholarshipFilterOptions {
    scholarshipFilterOptions { countries universities universitiesByCountry { country universities } }
  }
`);
