import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const MESSAGE_APPLICANTS = staffGraphql(`
  mutation MessageApplicants($input: MessageApplicantsInput!) {
    messageApplicants(input: $input) {
      succeeded failed
      results { applicationId applicantName ok code message }
    }
  }
`);
