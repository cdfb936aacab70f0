import { staffGraphql } from '@/modules/staff/__generated__/gql';

export const REQUEST_CORRECTION = staffGraphql(`
  mutation RequestCorrection($input: RequestCorrectionInput!) {
    requestCorrection(input: $input) { ...CorrectionRequestFields }
  }
`);
