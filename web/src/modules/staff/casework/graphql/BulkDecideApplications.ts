import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const BULK_DECIDE_APPLICATIONS = staffGraphql(`
  mutation BulkDecideApplications($input: BulkApplicationsInput!) {
    bulkDecideApplications(input: $input) {
      succeeded failed
      results { applicationId applicantName ok code message }
    }
  }
`);
